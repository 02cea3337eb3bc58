import { deleteCategoryAtVersion, findStudioCategory } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { deleteCategorySchema } from './category-schemas';
import { publishContentChange } from './publish-content-change';
import { recordAudit } from './record-audit';
import { requireAdmin, requireStudioActor } from './studio-actor';
import { auditedCategory, categoryCacheTags } from './studio-category-view';

/**
 * An administrator deletes a category no program and no coupon names (decision 0064); otherwise
 * CATEGORY_IN_USE and nothing changes. On the version opened; audited with what it held.
 */
export async function deleteCategory(deps: DomainDeps, caller: Caller, input: unknown): Promise<{ id: string }> {
  const { categoryId, version } = parseInput(deleteCategorySchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const existing = await findStudioCategory(tx, categoryId, true);
    if (!existing) throw new AppError('NOT_FOUND');
    if (existing.version !== version) throw new AppError('VERSION_CONFLICT');
    if (existing.programsCount > 0 || existing.couponsCount > 0) throw new AppError('CATEGORY_IN_USE');
    if (!(await deleteCategoryAtVersion(tx, categoryId, version))) throw new AppError('VERSION_CONFLICT');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'category.delete',
      entityType: 'category',
      entityId: categoryId,
      before: auditedCategory(existing),
    });
  });
  await publishContentChange(deps, categoryCacheTags(categoryId));
  return { id: categoryId };
}
