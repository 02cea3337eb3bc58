import type { AuthorRow, CommentWithAuthor, ReviewWithAuthor } from '@manara/db';

/** A comment's or review's author as anyone may see them (no contact data). */
export type CommunityUser = AuthorRow;

/** A file attached to a comment, served publicly by the media route. */
export interface CommentAttachmentView {
  key: string;
  /** Site-relative `/media/<key>`; images also resize through `/img/<key>`. */
  url: string;
  name: string;
  contentType: string;
  size: number;
}

/** docs/product/community.md Comment, with its replies (one level) and the viewer's own flags. */
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
  attachment: CommentAttachmentView | null;
  replies: CommentView[];
}

export interface ViewerFacts {
  userId: string | null;
  liked: ReadonlySet<string>;
}

function attachmentOf(row: CommentWithAuthor): CommentAttachmentView | null {
  if (!row.attachmentKey) return null;
  return {
    key: row.attachmentKey,
    url: `/media/${row.attachmentKey}`,
    name: row.attachmentName ?? '',
    contentType: row.attachmentContentType ?? 'application/octet-stream',
    size: row.attachmentSize ?? 0,
  };
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
    attachment: attachmentOf(row),
    replies,
  };
}

/** docs/product/community.md Review. */
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

export function toReviewView(
  row: ReviewWithAuthor,
  programType: ReviewView['learningProgramType'],
  viewerId: string | null,
): ReviewView {
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
