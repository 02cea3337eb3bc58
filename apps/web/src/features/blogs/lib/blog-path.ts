/** Canonical locale-less path of an article: /blogs/{category}/{slug} (docs/product/shell.md). */
export function blogPath(categorySlug: string | null | undefined, slug: string): string {
  return categorySlug
    ? `/blogs/${encodeURIComponent(categorySlug)}/${encodeURIComponent(slug)}`
    : `/blog/${encodeURIComponent(slug)}`;
}

/** Path of a category's list, with the page number only beyond the first page. */
export function blogCategoryPath(categorySlug: string | null, page = 1): string {
  const base = categorySlug ? `/blogs/${encodeURIComponent(categorySlug)}` : '/blogs';
  return page > 1 ? `${base}?page=${page}` : base;
}
