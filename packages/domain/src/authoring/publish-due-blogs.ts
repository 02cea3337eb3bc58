import { findStudioBlog, listDueScheduledBlogs, updateBlogAtVersion } from '@manara/db';
import type { DomainDeps } from '../deps';
import { blogCacheTags } from './studio-blog-view';
import { publishContentChange } from './publish-content-change';
import { recordAudit } from './record-audit';

const BATCH = 20;

/**
 * The job runner's sweep for scheduled posts (decision 0067): each whose Cairo date and time has
 * come is published, under its row lock so two API copies publish it once.
 */
export async function publishDueBlogs(deps: DomainDeps): Promise<void> {
  const now = deps.now();
  for (const due of await listDueScheduledBlogs(deps.db, now, BATCH)) {
    const published = await deps.db.transaction(async (tx) => {
      const blog = await findStudioBlog(tx, due.id, true);
      if (!blog || blog.status !== 'DRAFT' || !blog.scheduledAt || blog.scheduledAt > now) return null;
      const updated = await updateBlogAtVersion(tx, blog.id, blog.version, {
        status: 'PUBLISHED',
        publishedAt: blog.publishedAt ?? now,
        scheduledAt: null,
        reviewRequestedAt: null,
        reviewComment: null,
        updatedAt: now,
      });
      await recordAudit(tx, {
        actorId: null,
        action: 'blog.publish',
        entityType: 'blog',
        entityId: blog.id,
        before: { status: 'SCHEDULED' },
        after: { status: 'PUBLISHED' },
      });
      return updated;
    });
    if (published) await publishContentChange(deps, blogCacheTags(published));
  }
}
