import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { diplomaPrograms, learningPrograms } from '../../schema/index';

/** A program inside a diploma as the studio shows it: whatever its status, with its prices. */
export type StudioDiplomaPartRow = Pick<
  typeof learningPrograms.$inferSelect,
  | 'id'
  | 'type'
  | 'arTitle'
  | 'enTitle'
  | 'slug'
  | 'publicationStatus'
  | 'originalPrice'
  | 'priceAfterDiscount'
  | 'discountStartsAt'
  | 'discountEndsAt'
>;

const partColumns = {
  id: learningPrograms.id,
  type: learningPrograms.type,
  arTitle: learningPrograms.arTitle,
  enTitle: learningPrograms.enTitle,
  slug: learningPrograms.slug,
  publicationStatus: learningPrograms.publicationStatus,
  originalPrice: learningPrograms.originalPrice,
  priceAfterDiscount: learningPrograms.priceAfterDiscount,
  discountStartsAt: learningPrograms.discountStartsAt,
  discountEndsAt: learningPrograms.discountEndsAt,
};

/** A diploma's programs in its order, published or not. */
export async function listStudioDiplomaParts(db: DbOrTx, diplomaId: string): Promise<StudioDiplomaPartRow[]> {
  return db
    .select(partColumns)
    .from(diplomaPrograms)
    .innerJoin(learningPrograms, eq(learningPrograms.id, diplomaPrograms.programId))
    .where(eq(diplomaPrograms.diplomaId, diplomaId))
    .orderBy(asc(diplomaPrograms.sortOrder), asc(learningPrograms.createdAt));
}

/** Programs by id, as a diploma's parts would show them (those that exist). */
export async function listProgramsAsParts(db: DbOrTx, ids: readonly string[]): Promise<StudioDiplomaPartRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(partColumns)
    .from(learningPrograms)
    .where(inArray(learningPrograms.id, [...ids]));
}

/** Makes a diploma's programs exactly these, numbered in this order (two statements). */
export async function replaceDiplomaPrograms(
  db: DbOrTx,
  diplomaId: string,
  programIds: readonly string[],
): Promise<void> {
  await db.delete(diplomaPrograms).where(eq(diplomaPrograms.diplomaId, diplomaId));
  if (programIds.length === 0) return;
  await db
    .insert(diplomaPrograms)
    .values(programIds.map((programId, sortOrder) => ({ diplomaId, programId, sortOrder })));
}
