import { isBlogCategorySlugTaken, programSlug, type BlogCategoryRow, type DbOrTx } from '@manara/db';
import { AppError } from '../errors/index';
import { randomSlugSuffix } from '../identity/index';
import type { BlogCategoryInput } from './blog-category-schemas';

/**
 * A blog category's slug (decision 0067): a typed one must be free (`blogCategorySlugTaken` on its
 * field); an empty one is made from the English name, with a short suffix when taken.
 */
export async function checkBlogCategoryFields(
  tx: DbOrTx,
  input: BlogCategoryInput,
  existing: BlogCategoryRow | null,
): Promise<BlogCategoryInput & { slug: string }> {
  if (input.slug) {
    if (await isBlogCategorySlugTaken(tx, input.slug, existing?.id))
      throw new AppError('VALIDATION_FAILED', [{ field: 'slug', messageKey: 'blogCategorySlugTaken' }]);
    return { ...input, slug: input.slug };
  }
  const base = programSlug(input.enName).slice(0, 100) || 'blog-category';
  let slug = base;
  while (await isBlogCategorySlugTaken(tx, slug, existing?.id)) slug = `${base}-${randomSlugSuffix(4).toLowerCase()}`;
  return { ...input, slug };
}
