import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

const communityUserFields = graphql(`
  fragment CommunityUserFields on CommunityUser {
    id
    fullName
    profilePicture
  }
`);

const commentFields = graphql(
  `
    fragment CommentFields on Comment {
      id
      parentId
      content
      numberOfReplies
      numberOfLikes
      isLiked
      isMine
      createdAt
      user { ...CommunityUserFields }
      attachment { key url name type }
    }
  `,
  [communityUserFields],
);

const threadFields = graphql(
  `
    fragment ThreadFields on Comment {
      ...CommentFields
      replies { ...CommentFields }
    }
  `,
  [commentFields],
);

export type CommentData = ResultOf<typeof commentFields>;
export type ThreadData = ResultOf<typeof threadFields>;

export const commentsQuery = graphql(
  `
    query comments($courseId: ID, $paginate: PaginateInput) {
      comments(courseId: $courseId, paginate: $paginate) {
        ...EnvelopeFields
        data {
          items { ...ThreadFields }
          pageInfo { page limit totalCount totalPages hasNext }
        }
      }
    }
  `,
  [EnvelopeFields, threadFields],
);

export const createCommentMutation = graphql(
  `
    mutation createComment($input: CreateCommentInput) {
      createComment(input: $input) {
        ...EnvelopeFields
        data { ...CommentFields }
      }
    }
  `,
  [EnvelopeFields, commentFields],
);

export const deleteCommentMutation = graphql(
  `
  mutation deleteComment($commentId: ID) {
    deleteComment(commentId: $commentId) { ...EnvelopeFields }
  }
`,
  [EnvelopeFields],
);

export const toggleLikeCommentMutation = graphql(
  `
  mutation toggleLikeComment($commentId: ID) {
    toggleLikeComment(commentId: $commentId) {
      ...EnvelopeFields
      data { commentId liked numberOfLikes }
    }
  }
`,
  [EnvelopeFields],
);

const reviewFields = graphql(
  `
    fragment ReviewFields on Review {
      id
      rating
      review
      isMine
      createdAt
      user { ...CommunityUserFields }
    }
  `,
  [communityUserFields],
);

export type ReviewData = ResultOf<typeof reviewFields>;

export const reviewsQuery = graphql(
  `
    query reviews($courseId: ID, $paginate: PaginateInput) {
      reviews(courseId: $courseId, paginate: $paginate) {
        ...EnvelopeFields
        data {
          items { ...ReviewFields }
          pageInfo { page limit totalCount totalPages hasNext }
        }
      }
    }
  `,
  [EnvelopeFields, reviewFields],
);

export const reviewSummaryQuery = graphql(
  `
    query reviewSummary($courseId: ID) {
      reviewSummary(courseId: $courseId) {
        ...EnvelopeFields
        data {
          averageRating
          totalNumberOfRatings
          histogram { rating count percentage }
          canReview
          myReview { ...ReviewFields }
        }
      }
    }
  `,
  [EnvelopeFields, reviewFields],
);

export type ReviewSummaryData = NonNullable<ResultOf<typeof reviewSummaryQuery>['reviewSummary']['data']>;

export const addReviewMutation = graphql(
  `
    mutation addReview($input: AddReviewInput) {
      addReview(input: $input) {
        ...EnvelopeFields
        data { ...ReviewFields }
      }
    }
  `,
  [EnvelopeFields, reviewFields],
);

export const deleteReviewMutation = graphql(
  `
  mutation deleteReview($reviewId: ID) {
    deleteReview(reviewId: $reviewId) { ...EnvelopeFields }
  }
`,
  [EnvelopeFields],
);

export const addReportMutation = graphql(
  `
  mutation addReport($input: AddReportInput) {
    addReport(input: $input) {
      ...EnvelopeFields
      data { id }
    }
  }
`,
  [EnvelopeFields],
);
