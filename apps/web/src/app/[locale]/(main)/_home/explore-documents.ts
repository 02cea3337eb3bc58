import { blogCardFields as BlogCardFields } from '@/features/blogs/api/blog-documents';
import { CategoryTileFields, ProgramCardFields } from '@/features/catalogue/api/card-fragments';
import { LecturerCardFields } from '@/features/catalogue/api/lecturer-fragments';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';
import { graphql } from '@/shared/graphql/graphql';

/** The home page in one request: every strip at the size the API decides (docs/product/api.md learningProgramsExplore). */
export const ExploreQuery = graphql(
  `
    query learningProgramsExplore {
      learningProgramsExplore {
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
          latestBlogs {
            ...BlogCardFields
          }
        }
      }
    }
  `,
  [EnvelopeFields, CategoryTileFields, ProgramCardFields, LecturerCardFields, BlogCardFields],
);
