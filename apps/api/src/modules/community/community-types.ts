import {
  fullNameIn,
  type CommentAttachmentView,
  type CommentView,
  type CommunityUser,
  type RatingBucket,
  type ReviewSummary,
  type ReviewView,
} from '@manara/domain';
import { builder } from '../../builder';
import { ProgramTypeEnum } from '../catalog/enums';

/** A comment's or review's author as anyone may see them: names and picture only. */
export const CommunityUserRef = builder.objectRef<CommunityUser>('CommunityUser').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    arFirstName: t.exposeString('arFirstName'),
    arLastName: t.exposeString('arLastName'),
    fullName: t.string({ resolve: (user, _a, ctx) => fullNameIn(user, ctx.locale) }),
    profilePicture: t.exposeString('profilePicture', { nullable: true }),
  }),
});

/** A comment's attached file: an image (thumbnail through /img/<key>) or a PDF. */
const CommentAttachmentRef = builder.objectRef<CommentAttachmentView>('CommentAttachment').implement({
  fields: (t) => ({
    key: t.exposeString('key', { description: 'Object key; images resize through /img/<key>' }),
    url: t.exposeString('url', { description: 'Site-relative /media/<key>' }),
    name: t.exposeString('name', { description: 'File name to show (plain text)' }),
    type: t.exposeString('contentType', { description: 'Media type read from the bytes' }),
    size: t.exposeInt('size', { description: 'Bytes' }),
  }),
});

/** docs/product/community.md Comment; replies are one level deep (a reply's own replies list is empty). */
export const CommentRef = builder.objectRef<CommentView>('Comment');
CommentRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    courseId: t.exposeID('programId'),
    parentId: t.exposeID('parentId', { nullable: true }),
    content: t.exposeString('content', { description: 'Plain text; render as text, never as HTML' }),
    numberOfReplies: t.exposeInt('numberOfReplies'),
    numberOfLikes: t.exposeInt('numberOfLikes'),
    isLiked: t.exposeBoolean('isLiked', { description: "The viewer's own like (false for visitors)" }),
    isMine: t.exposeBoolean('isMine', { description: 'Written by the viewer (who may delete it)' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    user: t.field({ type: CommunityUserRef, resolve: (c) => c.user }),
    attachment: t.field({ type: CommentAttachmentRef, nullable: true, resolve: (c) => c.attachment }),
    replies: t.field({ type: [CommentRef], resolve: (c) => c.replies }),
  }),
});

/** docs/product/community.md Review. */
export const ReviewRef = builder.objectRef<ReviewView>('Review').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    learningProgramId: t.exposeID('learningProgramId'),
    learningProgramType: t.expose('learningProgramType', { type: ProgramTypeEnum }),
    review: t.exposeString('review', { description: 'Plain text; may be empty' }),
    rating: t.exposeInt('rating'),
    isMine: t.exposeBoolean('isMine'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    user: t.field({ type: CommunityUserRef, resolve: (r) => r.user }),
  }),
});

const RatingBucketRef = builder.objectRef<RatingBucket>('RatingBucket').implement({
  fields: (t) => ({
    rating: t.exposeInt('rating'),
    count: t.exposeInt('count'),
    percentage: t.exposeInt('percentage'),
  }),
});

export const ReviewSummaryRef = builder.objectRef<ReviewSummary>('ReviewSummary').implement({
  fields: (t) => ({
    averageRating: t.exposeFloat('averageRating'),
    totalNumberOfRatings: t.exposeInt('totalNumberOfRatings'),
    totalRatings: t.exposeInt('totalRatings'),
    histogram: t.field({
      type: [RatingBucketRef],
      description: 'Five buckets, 5 stars first',
      resolve: (s) => s.histogram,
    }),
    myReview: t.field({ type: ReviewRef, nullable: true, resolve: (s) => s.myReview }),
    canReview: t.exposeBoolean('canReview', { description: 'The viewer owns the program and has not reviewed it' }),
  }),
});
