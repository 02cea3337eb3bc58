import { listCategories } from '@manara/db';
import { toCategoryView, type CategoryView } from './category-view';
import { z } from 'zod';
import type { DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { offsetOf, pageOf, paginateSchema, type Page } from './paging';

const schema = z.object({ paginate: paginateSchema });

/** `activeCategories`: active categories in their curated order, paged. */
export async function listActiveCategories(deps: DomainDeps, input: unknown): Promise<Page<CategoryView>> {
  const { paginate } = parseInput(schema, input);
  const { rows, totalCount } = await listCategories(deps.db, {
    isActive: true,
    order: 'display',
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  return pageOf(rows.map(toCategoryView), paginate, totalCount);
}
