import { findStudioBlogCategory, insertBlogCategory } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { createBlogCategorySchema } from './blog-category-schemas';
import { checkBlogCategoryFields } from './check-blog-category-fields';
import { publishContentChange } from './publish-content-change';
import { recordAudit } from './record-audit';
import { requireAdmin, requireStudioActor } from './studio-actor';
import { auditedBlogCategory, blogCategoryCacheTags, type StudioBlogCategoryView } from './studio-blog-category-view';

/** An administrator creates a blog category (decision 0067): both names, a slug, shown or hidden, order. Audited. */
export async function createBlogCategory(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<StudioBlogCategoryView> {
  const fields = parseInput(createBlogCategorySchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertBlogCategory(tx, await checkBlogCategoryFields(tx, fields, null));
    // Another administrator took the slug in between.
    if (!row) throw new AppError('VALIDATION_FAILED', [{ field: 'slug', messageKey: 'blogCategorySlugTaken' }]);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'blogCategory.create',
      entityType: 'blogCategory',
      entityId: row.id,
      after: auditedBlogCategory(row),
    });
    return (await findStudioBlogCategory(tx, row.id))!;
  });
  await publishContentChange(deps, blogCategoryCacheTags(created.id));
  return created;
}
