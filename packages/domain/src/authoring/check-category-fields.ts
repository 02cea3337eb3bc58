import { isCategorySlugTaken, programSlug, type CategoryRow, type DbOrTx } from '@manara/db';
import { AppError, type FieldError } from '../errors/index';
import { randomSlugSuffix } from '../identity/index';
import { isOwnPublicFile } from './check-own-public-file';
import type { CategoryInput } from './category-schemas';

/**
 * Checks a category's fields against the database (decision 0064): a typed slug must be free, an
 * empty one is made from the English name (with a short suffix when taken), and a new image must
 * be the administrator's own published CATEGORY_IMAGE upload. Every failure on its field.
 */
export async function checkCategoryFields(
  tx: DbOrTx,
  actorId: string,
  input: CategoryInput,
  existing: CategoryRow | null,
): Promise<CategoryInput & { slug: string }> {
  const errors: FieldError[] = [];
  let slug = input.slug;
  if (slug) {
    if (await isCategorySlugTaken(tx, slug, existing?.id))
      errors.push({ field: 'slug', messageKey: 'categorySlugTaken' });
  } else {
    const base = programSlug(input.enName).slice(0, 100) || 'category';
    slug = base;
    while (await isCategorySlugTaken(tx, slug, existing?.id)) slug = `${base}-${randomSlugSuffix(4).toLowerCase()}`;
  }
  if (
    input.image &&
    input.image !== existing?.image &&
    !(await isOwnPublicFile(tx, actorId, input.image, 'CATEGORY_IMAGE'))
  )
    errors.push({ field: 'image', messageKey: 'invalid' });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors);
  return { ...input, slug };
}
