import { graphql, type ResultOf } from '@/shared/graphql/graphql';

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
        code
        success
        message
        data {
          items { ...ThreadFields }
          pageInfo { page limit totalCount totalPages hasNext }
        }
      }
    }
  `,
  [threadFields],
);

export const createCommentMutation = graphql(
  `
    mutation createComment($input: CreateCommentInput) {
      createComment(input: $input) {
        code
        success
        message
        fieldErrors { field message }
        data { ...CommentFields }
      }
    }
  `,
  [commentFields],
);

export const deleteCommentMutation = graphql(`
  mutation deleteComment($commentId: ID) {
    deleteComment(commentId: $commentId) { code success message }
  }
`);

export const toggleLikeCommentMutation = graphql(`
  mutation toggleLikeComment($commentId: ID) {
    toggleLikeComment(commentId: $commentId) {
      code
      success
      message
      data { commentId liked numberOfLikes }
    }
  }
`);

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
        code
        success
        message
        data {
          items { ...ReviewFields }
          pageInfo { page limit totalCount totalPages hasNext }
        }
      }
    }
  `,
  [reviewFields],
);

export const reviewSummaryQuery = graphql(
  `
    query reviewSummary($courseId: ID) {
      reviewSummary(courseId: $courseId) {
        code
        success
        message
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
  [reviewFields],
);

export type ReviewSummaryData = NonNullable<ResultOf<typeof reviewSummaryQuery>['reviewSummary']['data']>;

export const addReviewMutation = graphql(
  `
    mutation addReview($input: AddReviewInput) {
      addReview(input: $input) {
        code
        success
        message
        fieldErrors { field message }
        data { ...ReviewFields }
      }
    }
  `,
  [reviewFields],
);

export const deleteReviewMutation = graphql(`
  mutation deleteReview($reviewId: ID) {
    deleteReview(reviewId: $reviewId) { code success message }
  }
`);

export const addReportMutation = graphql(`
  mutation addReport($input: AddReportInput) {
    addReport(input: $input) {
      code
      success
      message
      fieldErrors { field message }
      data { id }
    }
  }
`);
