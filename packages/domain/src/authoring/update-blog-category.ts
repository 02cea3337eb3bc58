import { findStudioBlogCategory, updateBlogCategoryAtVersion } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { updateBlogCategorySchema } from './blog-category-schemas';
import { checkBlogCategoryFields } from './check-blog-category-fields';
import { publishContentChange } from './publish-content-change';
import { changedFields, recordAudit } from './record-audit';
import { requireAdmin, requireStudioActor } from './studio-actor';
import { auditedBlogCategory, blogCategoryCacheTags, type StudioBlogCategoryView } from './studio-blog-category-view';

/** An administrator saves a blog category from the version opened (VERSION_CONFLICT otherwise; decision 0067). */
export async function updateBlogCategory(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<StudioBlogCategoryView> {
  const { blogCategoryId, version, ...fields } = parseInput(updateBlogCategorySchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const saved = await deps.db.transaction(async (tx) => {
    const existing = await findStudioBlogCategory(tx, blogCategoryId, true);
    if (!existing) throw new AppError('NOT_FOUND');
    if (existing.version !== version) throw new AppError('VERSION_CONFLICT');
    const checked = await checkBlogCategoryFields(tx, fields, existing);
    const row = await updateBlogCategoryAtVersion(tx, blogCategoryId, version, { ...checked, updatedAt: deps.now() });
    if (!row) throw new AppError('VERSION_CONFLICT');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'blogCategory.update',
      entityType: 'blogCategory',
      entityId: blogCategoryId,
      ...changedFields(auditedBlogCategory(existing), auditedBlogCategory(row)),
    });
    return (await findStudioBlogCategory(tx, blogCategoryId))!;
  });
  await publishContentChange(deps, blogCategoryCacheTags(blogCategoryId));
  return saved;
}
