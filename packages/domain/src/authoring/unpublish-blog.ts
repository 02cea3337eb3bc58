import { blogStatusChange } from './change-blog-status';
import { blogStatusChangeSchema } from './blog-schemas';

/**
 * Takes a post off the site, or cancels its scheduled publication (decision 0067): administrators,
 * and the lecturer who wrote it (taking one's own words down needs no review; putting them back does).
 */
export const unpublishBlog = blogStatusChange({
  schema: blogStatusChangeSchema,
  from: ['PUBLISHED', 'SCHEDULED'],
  adminOnly: false,
  needsBodies: false,
  patch: (blog) => (blog.status === 'PUBLISHED' ? { status: 'ARCHIVED', scheduledAt: null } : { scheduledAt: null }),
  action: () => 'blog.unpublish',
});
