import { findStudioCategory, updateCategoryAtVersion } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { updateCategorySchema } from './category-schemas';
import { checkCategoryFields } from './check-category-fields';
import { publishContentChange } from './publish-content-change';
import { changedFields, recordAudit } from './record-audit';
import { requireAdmin, requireStudioActor } from './studio-actor';
import { auditedCategory, categoryCacheTags, type StudioCategoryView } from './studio-category-view';

/**
 * An administrator saves a category from the version they opened (decision 0064): another save in
 * between → VERSION_CONFLICT, nothing overwritten. Audited with the changed fields; the category's
 * page and the listings refresh within seconds.
 */
export async function updateCategory(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCategoryView> {
  const { categoryId, version, ...fields } = parseInput(updateCategorySchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const saved = await deps.db.transaction(async (tx) => {
    const existing = await findStudioCategory(tx, categoryId, true);
    if (!existing) throw new AppError('NOT_FOUND');
    if (existing.version !== version) throw new AppError('VERSION_CONFLICT');
    const checked = await checkCategoryFields(tx, actor.userId, fields, existing);
    const row = await updateCategoryAtVersion(tx, categoryId, version, { ...checked, updatedAt: deps.now() });
    if (!row) throw new AppError('VERSION_CONFLICT');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'category.update',
      entityType: 'category',
      entityId: categoryId,
      ...changedFields(auditedCategory(existing), auditedCategory(row)),
    });
    return (await findStudioCategory(tx, categoryId))!;
  });
  await publishContentChange(deps, categoryCacheTags(categoryId));
  return saved;
}
