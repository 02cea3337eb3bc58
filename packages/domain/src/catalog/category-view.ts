import type { CategoryRow } from '@manara/db';

/** A category as the API shows it (docs/product/catalogue.md). */
export interface CategoryView {
  id: string;
  slug: string;
  enName: string;
  arName: string;
  image: string | null;
  isActive: boolean;
  createdAt: Date;
}

export function toCategoryView(row: CategoryRow): CategoryView {
  return {
    id: row.id,
    slug: row.slug,
    enName: row.enName,
    arName: row.arName,
    image: row.image,
    isActive: row.isActive,
    createdAt: row.createdAt,
  };
}
