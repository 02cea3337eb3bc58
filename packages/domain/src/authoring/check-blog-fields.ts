import {
  findBlogCategoriesByIds,
  findLecturersByIds,
  isBlogSlugTaken,
  isFormerBlogSlugOfAnother,
  programSlug,
  type BlogRow,
  type DbOrTx,
} from '@manara/db';
import { sanitizeRichText } from '../catalog/index';
import { AppError, type FieldError } from '../errors/index';
import { randomSlugSuffix } from '../identity/index';
import type { BlogInput } from './blog-schemas';
import { isOwnPublicFile } from './check-own-public-file';
import type { StudioActor } from './studio-actor';

const slugInUse = async (tx: DbOrTx, slug: string, exceptId?: string) =>
  (await isBlogSlugTaken(tx, slug, exceptId)) || (await isFormerBlogSlugOfAnother(tx, slug, exceptId));

/**
 * Checks a post's fields against the database (decision 0067): a typed slug must be free (now and
 * as another post's former slug, whose links still redirect), an empty one is made from the English
 * title; the category must exist; a new cover must be the author's own published studio image;
 * the bodies are sanitised. A lecturer's post is always theirs. Every failure on its field.
 */
export async function checkBlogFields(
  tx: DbOrTx,
  actor: StudioActor,
  input: BlogInput,
  existing: BlogRow | null,
): Promise<BlogInput & { slug: string }> {
  const errors: FieldError[] = [];
  let slug = input.slug;
  if (slug) {
    if (await slugInUse(tx, slug, existing?.id)) errors.push({ field: 'slug', messageKey: 'blogSlugTaken' });
  } else if (existing) {
    slug = existing.slug;
  } else {
    const base = programSlug(input.enTitle).slice(0, 100) || 'post';
    slug = base;
    while (await slugInUse(tx, slug)) slug = `${base}-${randomSlugSuffix(4).toLowerCase()}`;
  }
  if ((await findBlogCategoriesByIds(tx, [input.categoryId])).length === 0)
    errors.push({ field: 'categoryId', messageKey: 'invalid' });
  if (actor.kind === 'ADMIN' && input.lecturerId && (await findLecturersByIds(tx, [input.lecturerId])).length === 0)
    errors.push({ field: 'lecturerId', messageKey: 'invalid' });
  if (
    input.thumbnail &&
    input.thumbnail !== existing?.thumbnail &&
    !(await isOwnPublicFile(tx, actor.userId, input.thumbnail, 'COURSE_THUMBNAIL'))
  )
    errors.push({ field: 'thumbnail', messageKey: 'invalid' });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors);
  return {
    ...input,
    slug,
    arContent: sanitizeRichText(input.arContent),
    enContent: sanitizeRichText(input.enContent),
    lecturerId: actor.kind === 'LECTURER' ? actor.lecturerId : input.lecturerId,
  };
}
