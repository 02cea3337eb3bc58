import type { BlogCategoryRow, StudioBlogCategoryRow } from '@manara/db';

/** A blog category as administrators manage it (decision 0067). */
export type StudioBlogCategoryView = StudioBlogCategoryRow;

/** What the audit log keeps of a blog category. */
export function auditedBlogCategory(row: BlogCategoryRow): Record<string, unknown> {
  const { arName, enName, slug, isActive, sortOrder } = row;
  return { arName, enName, slug, isActive, sortOrder };
}

/** The cached pages a blog category touches: the blog listings, its page and the home page. */
export function blogCategoryCacheTags(id: string): string[] {
  return ['blogs', `blog-category:${id}`, 'home'];
}
