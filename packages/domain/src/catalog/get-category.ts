import { findActiveCategory } from '@manara/db';
import { z } from 'zod';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { idOrSlugKey } from './is-uuid';
import { idOrSlugField } from './schemas';
import { toCategoryView, type CategoryView } from './category-view';

const schema = z.object({ idOrSlug: idOrSlugField });

/** `category`: an active category by id or slug; NOT_FOUND otherwise (inactive ones included). */
export async function getCategory(deps: DomainDeps, input: unknown): Promise<CategoryView> {
  const { idOrSlug } = parseInput(schema, input);
  const row = await findActiveCategory(deps.db, idOrSlugKey(idOrSlug));
  if (!row) throw new AppError('NOT_FOUND');
  return toCategoryView(row);
}
