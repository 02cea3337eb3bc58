import type { BlogCategoryRow } from '@manara/db';

/** A blog category as the API shows it (docs/product/catalogue.md). */
export interface BlogCategoryView {
  id: string;
  slug: string;
  enName: string;
  arName: string;
  canBeDeleted: boolean;
}

export const toBlogCategoryView = (row: BlogCategoryRow): BlogCategoryView => ({
  id: row.id,
  slug: row.slug,
  enName: row.enName,
  arName: row.arName,
  canBeDeleted: row.canBeDeleted,
});
