import type { CategoryRow, StudioCategoryRow } from '@manara/db';

/** A category as administrators manage it (decision 0064). */
export type StudioCategoryView = StudioCategoryRow;

/** What the audit log keeps of a category. */
export function auditedCategory(row: CategoryRow): Record<string, unknown> {
  const { arName, enName, slug, image, isActive, sortOrder } = row;
  return { arName, enName, slug, image, isActive, sortOrder };
}

/** The cached pages a category change touches: its page, the listings and home page that name it. */
export function categoryCacheTags(id: string): string[] {
  return ['categories', `category:${id}`, 'programs', 'home'];
}
