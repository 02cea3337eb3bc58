import { graphql } from '@/shared/graphql/graphql';
import { ProgramCardFields } from './card-fragments';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

export const CategoryProgramsQuery = graphql(
  `
    query LearningProgramsByCategory($categoryId: String, $limit: Int) {
      LearningProgramsByCategory(categoryId: $categoryId, limit: $limit) {
        ...EnvelopeFields
        data {
          category {
            id
            slug
            name
            enName
            image
          }
          courses {
            ...ProgramCardFields
          }
          workshops {
            ...ProgramCardFields
          }
          diplomas {
            ...ProgramCardFields
          }
          coursesCount
          workshopsCount
          diplomasCount
        }
      }
    }
  `,
  [EnvelopeFields, ProgramCardFields],
);

export const DiplomaQuery = graphql(
  `
    query diploma($diplomaId: String) {
      diploma(diplomaId: $diplomaId) {
        ...EnvelopeFields
        data {
          ...ProgramCardFields
          enTitle
          priceWithVat
          offerEndsAt
          summary
          about
          outcomes
          requirements
          audience
          seoTitle
          seoDescription
          language
          hasCertificate
          ACE_Certificate
          aceDaysToGetCertified
          enrolledUsersCount
          lecturer {
            id
            slug
            fullName
            profilePicture
            jobTitle {
              id
              localizedName
            }
          }
          coLecturers {
            id
            slug
            fullName
            profilePicture
          }
          category {
            id
            slug
            name
          }
          programs {
            ...ProgramCardFields
          }
        }
      }
    }
  `,
  [EnvelopeFields, ProgramCardFields],
);
