import { findStudioCategory, insertCategory } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { createCategorySchema } from './category-schemas';
import { checkCategoryFields } from './check-category-fields';
import { publishContentChange } from './publish-content-change';
import { recordAudit } from './record-audit';
import { requireAdmin, requireStudioActor } from './studio-actor';
import { auditedCategory, categoryCacheTags, type StudioCategoryView } from './studio-category-view';

/**
 * An administrator creates a category (decision 0064): both names, a slug (made from the English
 * name when left empty), an image, visibility and display order; audited, and the public pages
 * that list categories refresh.
 */
export async function createCategory(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCategoryView> {
  const fields = parseInput(createCategorySchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const created = await deps.db.transaction(async (tx) => {
    const checked = await checkCategoryFields(tx, actor.userId, fields, null);
    const row = await insertCategory(tx, checked);
    // Another administrator took the slug in between.
    if (!row) throw new AppError('VALIDATION_FAILED', [{ field: 'slug', messageKey: 'categorySlugTaken' }]);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'category.create',
      entityType: 'category',
      entityId: row.id,
      after: auditedCategory(row),
    });
    return (await findStudioCategory(tx, row.id))!;
  });
  await publishContentChange(deps, categoryCacheTags(created.id));
  return created;
}
