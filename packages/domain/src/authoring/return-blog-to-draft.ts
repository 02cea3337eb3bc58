import { blogStatusChange } from './change-blog-status';
import { returnBlogSchema } from './blog-schemas';

/** An administrator sends a post in review back to its author with a note (decision 0067). */
export const returnBlogToDraft = blogStatusChange({
  schema: returnBlogSchema,
  from: ['IN_REVIEW'],
  adminOnly: true,
  needsBodies: false,
  patch: (_blog, { comment }) => ({ status: 'DRAFT', reviewRequestedAt: null, reviewComment: comment }),
  action: () => 'blog.returnToDraft',
});
