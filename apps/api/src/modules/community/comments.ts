import { createComment, deleteOwnComment, listComments, toggleLikeComment, type CommentLikeView } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond, VoidResponse } from '../../envelope';
import { PaginateInput, paginatedEnvelope } from '../../pagination';
import { CommentRef } from './community-types';

const CommentLikeRef = builder.objectRef<CommentLikeView>('CommentLike').implement({
  fields: (t) => ({
    commentId: t.exposeID('commentId'),
    liked: t.exposeBoolean('liked'),
    numberOfLikes: t.exposeInt('likesCount'),
  }),
});

const CommentAttachmentInput = builder.inputType('CommentAttachmentInput', {
  fields: (t) => ({
    key: t.string({
      description: 'Key of a file uploaded with model COMMENT_ATTACHMENT (generateUploadLink, then PUT)',
    }),
    name: t.string({ description: 'File name to show, 1–200 characters' }),
  }),
});

const CreateCommentInput = builder.inputType('CreateCommentInput', {
  fields: (t) => ({
    courseId: t.id({ description: 'The program (course, workshop or diploma)' }),
    content: t.string({ description: 'Plain text, 1–2000 characters after cleaning' }),
    parentId: t.id({ description: 'Set to reply; a reply to a reply joins the same thread' }),
    attachment: t.field({
      type: CommentAttachmentInput,
      description: 'Optional file (image or PDF), checked by its bytes and made public',
    }),
  }),
});

builder.queryField('comments', (t) =>
  t.field({
    type: paginatedEnvelope('Comment', CommentRef),
    description: "A published program's top-level comments, newest first, each with its replies (oldest first)",
    args: { courseId: t.arg.id(), paginate: t.arg({ type: PaginateInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => listComments(ctx.deps, ctx.caller, args)),
  }),
);

builder.mutationField('createComment', (t) =>
  t.field({
    type: envelopeOf('CommentResponse', CommentRef),
    description: 'Signed-in only. A comment on a published program, or a reply',
    args: { input: t.arg({ type: CreateCommentInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => createComment(ctx.deps, ctx.caller, args.input)),
  }),
);

builder.mutationField('deleteComment', (t) =>
  t.field({
    type: VoidResponse,
    description: "Own comments only (FORBIDDEN otherwise); a comment's replies are deleted with it",
    args: { commentId: t.arg.id() },
    resolve: (_r, args, ctx) => respond(ctx, () => deleteOwnComment(ctx.deps, ctx.caller, args)),
  }),
);

builder.mutationField('toggleLikeComment', (t) =>
  t.field({
    type: envelopeOf('CommentLikeResponse', CommentLikeRef),
    description: "Signed-in only. Flips the viewer's like on a comment",
    args: { commentId: t.arg.id() },
    resolve: (_r, args, ctx) => respond(ctx, () => toggleLikeComment(ctx.deps, ctx.caller, args)),
  }),
);
