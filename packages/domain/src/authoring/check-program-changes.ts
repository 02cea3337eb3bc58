import {
  findCategoriesByIds,
  findLecturer,
  findOwnFile,
  isProgramSlugTaken,
  type DbOrTx,
  type StudioProgramRow,
} from '@manara/db';
import { AppError, type FieldError } from '../errors/index';
import { checkCoLecturers } from './check-co-lecturers';
import { mayEditMoney } from './program-policy';
import type { ProgramChanges } from './schemas';
import type { StudioActor } from './studio-actor';

/** The program's uploaded media and the upload model each must be. */
const programMedia = [
  { field: 'thumbnail', model: 'COURSE_THUMBNAIL' },
  { field: 'promoVideo', model: 'COURSE_PROMO_VIDEO' },
] as const;

/**
 * What a valid change must also satisfy beyond its shape: who may change money and the lecturer,
 * that the category, lecturer, thumbnail and promo video exist, that the slug is free, that a discount is
 * below the price, and that its window ends after it starts and has a discounted price to apply
 * (decision 0072), and that the co-lecturers are approved lecturers other than the owner, who is
 * not made one of the program's current co-lecturers either (decision 0076). Refusals of rights are
 * FORBIDDEN; the rest are field errors, all at once.
 */
export async function checkProgramChanges(
  tx: DbOrTx,
  actor: StudioActor,
  program: StudioProgramRow,
  changes: ProgramChanges,
  /** The program's co-lecturers as saved. */
  coLecturerIds: readonly string[],
): Promise<void> {
  // The window decides what is charged, so it is money too.
  const touchesMoney =
    changes.originalPrice !== undefined ||
    changes.priceAfterDiscount !== undefined ||
    changes.discountStartsAt !== undefined ||
    changes.discountEndsAt !== undefined;
  if (actor.kind === 'LECTURER' && changes.lecturerId !== undefined && changes.lecturerId !== program.lecturerId)
    throw new AppError('FORBIDDEN');
  if (touchesMoney && !mayEditMoney(actor, program)) throw new AppError('FORBIDDEN');

  const errors: FieldError[] = [];
  // A new thumbnail or promo video must be the author's own published upload of its kind.
  const newMedia = programMedia.filter(({ field }) => changes[field] && changes[field] !== program[field]);
  const owner = changes.lecturerId === undefined ? program.lecturerId : changes.lecturerId;
  const [category, lecturer, coLecturerErrors, slugTaken, ...mediaFiles] = await Promise.all([
    changes.categoryId ? findCategoriesByIds(tx, [changes.categoryId]) : null,
    changes.lecturerId ? findLecturer(tx, { id: changes.lecturerId }) : null,
    changes.coLecturerIds ? checkCoLecturers(tx, 'changes.coLecturerIds', owner, changes.coLecturerIds) : [],
    changes.slug && changes.slug !== program.slug ? isProgramSlugTaken(tx, changes.slug, program.id) : false,
    ...newMedia.map(({ field }) => findOwnFile(tx, actor.userId, changes[field]!, { lockForSave: true })),
  ]);
  if (category && category.length === 0) errors.push({ field: 'changes.categoryId', messageKey: 'invalid' });
  if (changes.lecturerId && !lecturer) errors.push({ field: 'changes.lecturerId', messageKey: 'invalid' });
  else if (owner && !changes.coLecturerIds && owner !== program.lecturerId && coLecturerIds.includes(owner))
    errors.push({ field: 'changes.lecturerId', messageKey: 'ownerIsCoLecturer' });
  errors.push(...coLecturerErrors);
  newMedia.forEach(({ field, model }, i) => {
    const file = mediaFiles[i];
    if (!file?.isPublic || file.model !== model) errors.push({ field: `changes.${field}`, messageKey: 'invalid' });
  });
  if (slugTaken) errors.push({ field: 'changes.slug', messageKey: 'slugTaken' });
  const price = changes.originalPrice ?? program.originalPrice;
  const discounted = changes.priceAfterDiscount === undefined ? program.priceAfterDiscount : changes.priceAfterDiscount;
  if (touchesMoney && discounted !== null && discounted > price)
    errors.push({ field: 'changes.priceAfterDiscount', messageKey: 'discountAbovePrice' });
  const startsAt = changes.discountStartsAt === undefined ? program.discountStartsAt : changes.discountStartsAt;
  const endsAt = changes.discountEndsAt === undefined ? program.discountEndsAt : changes.discountEndsAt;
  if (touchesMoney && startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
    errors.push({ field: 'changes.discountEndsAt', messageKey: 'endBeforeStart' });
  if (touchesMoney && discounted === null && (startsAt || endsAt))
    errors.push({
      field: changes.discountStartsAt ? 'changes.discountStartsAt' : 'changes.discountEndsAt',
      messageKey: 'discountWindowNeedsDiscount',
    });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors);
}
