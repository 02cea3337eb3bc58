import { blogStatusChange } from './change-blog-status';
import { blogStatusChangeSchema } from './blog-schemas';

/** A lecturer sends their post to the administrators, who publish it or send it back (decision 0067). */
export const submitBlogForReview = blogStatusChange({
  schema: blogStatusChangeSchema,
  from: ['DRAFT', 'UNPUBLISHED'],
  adminOnly: false,
  needsBodies: true,
  patch: (_blog, _input, now) => ({ status: 'DRAFT', reviewRequestedAt: now }),
  action: () => 'blog.submit',
});
