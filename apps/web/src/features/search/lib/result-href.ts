/** What a search result needs to know to link to its page (fields of the API's SearchResult). */
export interface LinkableResult {
  type: 'COURSE' | 'WORKSHOP' | 'DIPLOMA' | 'BLOG';
  slug: string;
  category: { slug: string } | null;
}

const segment = (value: string) => encodeURIComponent(value);

/**
 * The canonical page of a result (docs/product/shell.md): courses and workshops at /program/{slug}, diplomas at
 * /paths/{slug}, blogs at /blogs/{category}/{slug}. A blog without a category uses /blog/{slug},
 * which redirects to its canonical address.
 */
export function resultHref(result: LinkableResult): string {
  switch (result.type) {
    case 'COURSE':
    case 'WORKSHOP':
      return `/program/${segment(result.slug)}`;
    case 'DIPLOMA':
      return `/paths/${segment(result.slug)}`;
    case 'BLOG':
      return result.category
        ? `/blogs/${segment(result.category.slug)}/${segment(result.slug)}`
        : `/blog/${segment(result.slug)}`;
  }
}

/** The /search page for a query (the locale prefix is added by the i18n Link/router). */
export function searchPageHref(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}
