import { publishBlogSchema } from './blog-schemas';
import { blogStatusChange } from './change-blog-status';

const later = (publishAt: Date | undefined, now: Date): publishAt is Date => Boolean(publishAt && publishAt > now);

/**
 * An administrator publishes a post now, or schedules it for a later Cairo moment (the job runner
 * publishes it then; decision 0067). Its first publication date is kept on later ones.
 */
export const publishBlog = blogStatusChange({
  schema: publishBlogSchema,
  from: ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'UNPUBLISHED'],
  adminOnly: true,
  needsBodies: true,
  patch: (blog, { publishAt }, now) =>
    later(publishAt, now)
      ? { status: 'DRAFT', scheduledAt: publishAt }
      : {
          status: 'PUBLISHED',
          scheduledAt: null,
          reviewRequestedAt: null,
          reviewComment: null,
          publishedAt: blog.publishedAt ?? now,
        },
  action: ({ publishAt }, now) => (later(publishAt, now) ? 'blog.schedule' : 'blog.publish'),
});
