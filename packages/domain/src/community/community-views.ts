import type { AuthorRow, CommentWithAuthor, ReviewWithAuthor } from '@manara/db';

/** A comment's or review's author as anyone may see them (no contact data). */
export type CommunityUser = AuthorRow;

/** SPEC §3 Comment, with its replies (one level) and the viewer's own flags. */
export interface CommentView {
  id: string;
  programId: string;
  parentId: string | null;
  content: string;
  numberOfReplies: number;
  numberOfLikes: number;
  isLiked: boolean;
  isMine: boolean;
  createdAt: Date;
  user: CommunityUser;
  replies: CommentView[];
}

export interface ViewerFacts {
  userId: string | null;
  liked: ReadonlySet<string>;
}

export function toCommentView(row: CommentWithAuthor, viewer: ViewerFacts, replies: CommentView[] = []): CommentView {
  return {
    id: row.id,
    programId: row.programId,
    parentId: row.parentId,
    content: row.content,
    numberOfReplies: row.repliesCount,
    numberOfLikes: row.likesCount,
    isLiked: viewer.liked.has(row.id),
    isMine: viewer.userId === row.author.id,
    createdAt: row.createdAt,
    user: row.author,
    replies,
  };
}

/** SPEC §3 Review. */
export interface ReviewView {
  id: string;
  learningProgramId: string;
  learningProgramType: 'COURSE' | 'DIPLOMA' | 'WORKSHOP';
  review: string;
  rating: number;
  isMine: boolean;
  createdAt: Date;
  user: CommunityUser;
}

export function toReviewView(row: ReviewWithAuthor, programType: ReviewView['learningProgramType'], viewerId: string | null): ReviewView {
  return {
    id: row.id,
    learningProgramId: row.programId,
    learningProgramType: programType,
    review: row.review,
    rating: row.rating,
    isMine: viewerId === row.author.id,
    createdAt: row.createdAt,
    user: row.author,
  };
}
