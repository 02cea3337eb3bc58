import {
  findCategoriesByIds,
  findLecturer,
  findOwnFile,
  isProgramSlugTaken,
  type DbOrTx,
  type StudioProgramRow,
} from '@manara/db';
import { AppError, type FieldError } from '../errors/index';
import { mayEditMoney } from './program-policy';
import type { ProgramChanges } from './schemas';
import type { StudioActor } from './studio-actor';

/**
 * What a valid change must also satisfy beyond its shape: who may change money and the lecturer,
 * that the category, lecturer and thumbnail exist, that the slug is free, and that a discount is
 * below the price. Refusals of rights are FORBIDDEN; the rest are field errors, all at once.
 */
export async function checkProgramChanges(
  tx: DbOrTx,
  actor: StudioActor,
  program: StudioProgramRow,
  changes: ProgramChanges,
): Promise<void> {
  const touchesMoney = changes.originalPrice !== undefined || changes.priceAfterDiscount !== undefined;
  if (actor.kind === 'LECTURER' && changes.lecturerId !== undefined && changes.lecturerId !== program.lecturerId)
    throw new AppError('FORBIDDEN');
  if (touchesMoney && !mayEditMoney(actor, program)) throw new AppError('FORBIDDEN');

  const errors: FieldError[] = [];
  const [category, lecturer, thumbnail, slugTaken] = await Promise.all([
    changes.categoryId ? findCategoriesByIds(tx, [changes.categoryId]) : null,
    changes.lecturerId ? findLecturer(tx, { id: changes.lecturerId }) : null,
    changes.thumbnail && changes.thumbnail !== program.thumbnail
      ? findOwnFile(tx, actor.userId, changes.thumbnail)
      : null,
    changes.slug && changes.slug !== program.slug ? isProgramSlugTaken(tx, changes.slug, program.id) : false,
  ]);
  if (category && category.length === 0) errors.push({ field: 'changes.categoryId', messageKey: 'invalid' });
  if (changes.lecturerId && !lecturer) errors.push({ field: 'changes.lecturerId', messageKey: 'invalid' });
  if (
    changes.thumbnail &&
    changes.thumbnail !== program.thumbnail &&
    (!thumbnail?.isPublic || thumbnail.model !== 'COURSE_THUMBNAIL')
  )
    errors.push({ field: 'changes.thumbnail', messageKey: 'invalid' });
  if (slugTaken) errors.push({ field: 'changes.slug', messageKey: 'slugTaken' });
  const price = changes.originalPrice ?? program.originalPrice;
  const discounted = changes.priceAfterDiscount === undefined ? program.priceAfterDiscount : changes.priceAfterDiscount;
  if (touchesMoney && discounted !== null && discounted > price)
    errors.push({ field: 'changes.priceAfterDiscount', messageKey: 'discountAbovePrice' });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors);
}
