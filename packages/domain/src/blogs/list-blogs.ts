import { listPublishedBlogs } from '@manara/db';
import type { Locale } from '@manara/i18n';
import { isUuid, offsetOf, pageOf, type Page } from '../catalog/index';
import type { DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { toBlogView, type BlogView } from './blog-view';
import { blogListInputSchema } from './schemas';

/** `blogs`: published blogs, by category (id or slug), tag or lecturer, sorted, paged. */
export async function listBlogs(deps: DomainDeps, input: unknown, locale: Locale): Promise<Page<BlogView>> {
  const { filter, paginate, sort } = parseInput(blogListInputSchema, input);
  const category = filter.categoryId ?? filter.categorySlug;
  const { rows, totalCount } = await listPublishedBlogs(deps.db, {
    ...(category === undefined
      ? {}
      : isUuid(category)
        ? { categoryId: category.toLowerCase() }
        : { categorySlug: category }),
    tag: filter.tag,
    lecturerId: filter.lecturerId,
    sort,
    titleLanguage: locale,
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  return pageOf(rows.map(toBlogView), paginate, totalCount);
}
