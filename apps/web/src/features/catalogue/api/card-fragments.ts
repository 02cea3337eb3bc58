import { graphql } from '@/shared/graphql/graphql';

/** Everything a program or diploma card shows. */
export const ProgramCardFields = graphql(`
  fragment ProgramCardFields on LearningProgram {
    id
    slug
    type
    title
    level
    thumbnail
    isLiveCourse
    originalPrice
    priceAfterDiscount
    vatRate
    averageRating
    totalNumberOfRatings
    learningTime
    learningTimeUnit
    coursesCount
    workshopsCount
    category {
      id
      name
    }
    lecturer {
      id
      fullName
    }
    upcomingLiveSessionStarts
  }
`);

export const CategoryTileFields = graphql(`
  fragment CategoryTileFields on Category {
    id
    slug
    name
    image
    learningProgramsCount
  }
`);
