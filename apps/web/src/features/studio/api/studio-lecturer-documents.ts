import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/**
 * The public lecturers by name, for anyone in the studio: the profiles administrators edit
 * (decision 0064), a post's author, and a program's co-lecturers (decision 0076).
 */
export const studioLecturersQuery = graphql(
  `
  query studioLecturers {
    studioLecturers {
      ...EnvelopeFields
      data {
        items {
          id
          fullName
          jobTitle {
            localizedName
          }
        }
        pageInfo {
          totalCount
          totalPages
        }
      }
    }
  }
`,
  [EnvelopeFields],
);
export type StudioLecturerChoice = NonNullable<
  ResultOf<typeof studioLecturersQuery>['studioLecturers']['data']
>['items'][number];
