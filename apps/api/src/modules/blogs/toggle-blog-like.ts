import { toggleBlogLikes, type BlogLikeState } from '@manara/domain';
import { builder } from '../../builder';
import { respond } from '../../envelope';
import { paginatedEnvelope, wholeList } from '../../pagination';

const BlogLikeStateRef = builder.objectRef<BlogLikeState>('BlogLikeState').implement({
  fields: (t) => ({
    blogId: t.exposeID('blogId'),
    liked: t.exposeBoolean('liked'),
    likesCount: t.exposeInt('likesCount'),
  }),
});

builder.mutationField('toggleBlogLike', (t) =>
  t.field({
    type: paginatedEnvelope('BlogLikeState', BlogLikeStateRef),
    description: 'Signed-in only. increment true likes, false unlikes, absent flips; repeating a call changes nothing',
    args: { blogIds: t.arg.idList(), increment: t.arg.boolean() },
    resolve: (_r, args, ctx) => respond(ctx, async () => wholeList(await toggleBlogLikes(ctx.deps, ctx.caller, args))),
  }),
);
