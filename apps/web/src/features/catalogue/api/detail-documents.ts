import { graphql } from '@/shared/graphql/graphql';
import { LecturerCardFields } from './lecturer-fragments';
import { CategoryTileFields, ProgramCardFields } from './card-fragments';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** The home page in one request (docs/product/api.md learningProgramsExplore). */
export const ExploreQuery = graphql(
  `
    query learningProgramsExplore($popularCoursesLimit: Int) {
      learningProgramsExplore(popularCoursesLimit: $popularCoursesLimit) {
        ...EnvelopeFields
        data {
          categories {
            ...CategoryTileFields
          }
          popularCourses {
            ...ProgramCardFields
          }
          liveWorkshops {
            ...ProgramCardFields
          }
          diplomas {
            ...ProgramCardFields
          }
          lecturers {
            ...LecturerCardFields
          }
        }
      }
    }
  `,
  [EnvelopeFields, CategoryTileFields, ProgramCardFields, LecturerCardFields],
);

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
          summary
          about
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
