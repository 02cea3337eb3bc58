import { deleteBlogCategoryAtVersion, findStudioBlogCategory } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { deleteBlogCategorySchema } from './blog-category-schemas';
import { publishContentChange } from './publish-content-change';
import { recordAudit } from './record-audit';
import { requireAdmin, requireStudioActor } from './studio-actor';
import { auditedBlogCategory, blogCategoryCacheTags } from './studio-blog-category-view';

/**
 * An administrator deletes a blog category no post (of any state) is filed under and that the
 * platform has not marked as kept (decision 0067); otherwise BLOG_CATEGORY_IN_USE. Audited.
 */
export async function deleteBlogCategory(deps: DomainDeps, caller: Caller, input: unknown): Promise<{ id: string }> {
  const { blogCategoryId, version } = parseInput(deleteBlogCategorySchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const existing = await findStudioBlogCategory(tx, blogCategoryId, true);
    if (!existing) throw new AppError('NOT_FOUND');
    if (existing.version !== version) throw new AppError('VERSION_CONFLICT');
    if (existing.blogsCount > 0 || !existing.canBeDeleted) throw new AppError('BLOG_CATEGORY_IN_USE');
    if (!(await deleteBlogCategoryAtVersion(tx, blogCategoryId, version))) throw new AppError('VERSION_CONFLICT');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'blogCategory.delete',
      entityType: 'blogCategory',
      entityId: blogCategoryId,
      before: auditedBlogCategory(existing),
    });
  });
  await publishContentChange(deps, blogCategoryCacheTags(blogCategoryId));
  return { id: blogCategoryId };
}
