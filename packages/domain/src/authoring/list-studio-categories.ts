import { findStudioCategory, listStudioCategories as queryStudioCategories } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { studioCategorySchema } from './category-schemas';
import { requireAdmin, requireStudioActor } from './studio-actor';
import type { StudioCategoryView } from './studio-category-view';

/** Administrators only: every category in display order, with its program and coupon counts (decision 0064). */
export async function listStudioCategories(deps: DomainDeps, caller: Caller): Promise<StudioCategoryView[]> {
  requireAdmin(await requireStudioActor(deps, caller));
  return queryStudioCategories(deps.db);
}

/** Administrators only: one category to edit; unknown → NOT_FOUND. */
export async function getStudioCategory(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCategoryView> {
  const { categoryId } = parseInput(studioCategorySchema, input);
  requireAdmin(await requireStudioActor(deps, caller));
  const row = await findStudioCategory(deps.db, categoryId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
