import { ProgramCardFields } from '@/features/catalogue/api/card-fragments';
import { graphql } from '@/shared/graphql/graphql';
import { LecturerCardFields } from '@/features/catalogue/api/lecturer-fragments';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

export const LecturersQuery = graphql(
  `
    query lecturers($paginate: PaginateInput, $sort: LecturersSortInput) {
      lecturers(paginate: $paginate, sort: $sort) {
        ...EnvelopeFields
        data {
          items {
            ...LecturerCardFields
          }
          pageInfo {
            page
            limit
            totalCount
            totalPages
            hasNext
          }
        }
      }
    }
  `,
  [EnvelopeFields, LecturerCardFields],
);

export const LecturerQuery = graphql(
  `
    query lecturer($lecturerId: String) {
      lecturer(lecturerId: $lecturerId) {
        ...EnvelopeFields
        data {
          ...LecturerCardFields
          bio
          fieldOfTraining {
            id
            localizedName
          }
          socialLinks {
            website
            linkedin
            x
            facebook
            youtube
          }
          courses {
            ...ProgramCardFields
          }
          diplomas {
            ...ProgramCardFields
          }
        }
      }
    }
  `,
  [EnvelopeFields, LecturerCardFields, ProgramCardFields],
);
