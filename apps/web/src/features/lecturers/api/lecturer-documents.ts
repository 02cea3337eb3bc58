import { ProgramCardFields } from '@/features/catalogue/api/card-fragments';
import { graphql } from '@/shared/graphql/graphql';
import { LecturerCardFields } from '@/features/catalogue/api/lecturer-fragments';

export const LecturersQuery = graphql(
  `
    query lecturers($paginate: PaginateInput, $sort: LecturersSortInput) {
      lecturers(paginate: $paginate, sort: $sort) {
        code
        message
        success
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
  [LecturerCardFields],
);

export const LecturerQuery = graphql(
  `
    query lecturer($lecturerId: String) {
      lecturer(lecturerId: $lecturerId) {
        code
        message
        success
        data {
          ...LecturerCardFields
          bio
          fieldOfTraining {
            id
            localizedName
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
  [LecturerCardFields, ProgramCardFields],
);
