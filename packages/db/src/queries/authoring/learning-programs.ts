import { and, desc, eq, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../client';
import { programCode } from '../../content-import/stable-id';
import { learningPrograms, lecturers, programSlugs } from '../../schema/index';
import type { ProgramRow } from '../catalog/learning-programs';
import { containsPattern, countUpTo, pageIds } from '../paging/studio-page';

export type ProgramInsert = typeof learningPrograms.$inferInsert;
export type ProgramPatch = Partial<Omit<ProgramInsert, 'id' | 'version' | 'createdAt'>>;
export type PublicationStatusValue = ProgramRow['publicationStatus'];

/** A program as the studio sees it: any status, with the account that owns it through its lecturer. */
export interface StudioProgramRow extends ProgramRow {
  ownerUserId: string | null;
}

const withOwner = { program: learningPrograms, ownerUserId: lecturers.userId };

/** A new program row; its public code is drawn at random (the importer's are drawn from the slug). */
export async function insertProgram(db: DbOrTx, values: Omit<ProgramInsert, 'code'>): Promise<ProgramRow> {
  const [row] = await db
    .insert(learningPrograms)
    .values({ ...values, code: programCode(values.type, randomUUID()) })
    .returning();
  return row!;
}

/** Any program by id, whatever its status; `lock` holds the row until the transaction ends. */
export async function findStudioProgram(db: DbOrTx, id: string, lock = false): Promise<StudioProgramRow | null> {
  const query = db
    .select(withOwner)
    .from(learningPrograms)
    .leftJoin(lecturers, eq(lecturers.id, learningPrograms.lecturerId))
    .where(eq(learningPrograms.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: learningPrograms }) : await query;
  return row ? { ...row.program, ownerUserId: row.ownerUserId } : null;
}

/**
 * Applies a patch only if the row is still at `version`, raising it by one; null when someone
 * else saved first (or the row is gone).
 */
export async function updateProgramAtVersion(
  db: DbOrTx,
  id: string,
  version: number,
  patch: ProgramPatch,
): Promise<ProgramRow | null> {
  const [row] = await db
    .update(learningPrograms)
    .set({ ...patch, version: sql`${learningPrograms.version} + 1` })
    .where(and(eq(learningPrograms.id, id), eq(learningPrograms.version, version)))
    .returning();
  return row ?? null;
}

/** Programs due for their scheduled publication. */
export async function listDueScheduledPrograms(db: DbOrTx, now: Date, limit: number): Promise<ProgramRow[]> {
  return db
    .select()
    .from(learningPrograms)
    .where(and(eq(learningPrograms.publicationStatus, 'SCHEDULED'), lte(learningPrograms.scheduledAt, now)))
    .orderBy(learningPrograms.scheduledAt)
    .limit(limit);
}

export interface StudioProgramListQuery {
  /** Only this lecturer's programs (a lecturer's own list). */
  lecturerId?: string;
  status?: PublicationStatusValue;
  type?: ProgramRow['type'];
  /** Only programs of these kinds (a diploma's candidates: courses and workshops). */
  types?: ReadonlyArray<ProgramRow['type']>;
  /** Part of either title, or the slug or code. */
  search?: string;
  offset: number;
  limit: number;
  /** Matches are counted up to one past this. */
  countCap: number;
}

/**
 * One page of the studio's program list, newest change first, and the count for the filter up to
 * `countCap + 1` (countUpTo). The page is walked on learning_programs_updated_idx by id alone and
 * only its rows are read whole, so a deep page costs no more than the first.
 */
export async function listStudioPrograms(
  db: DbOrTx,
  query: StudioProgramListQuery,
): Promise<{ rows: ProgramRow[]; total: number }> {
  const p = learningPrograms;
  const like = query.search ? containsPattern(query.search) : null;
  const where: SQL | undefined = and(
    query.lecturerId ? eq(p.lecturerId, query.lecturerId) : undefined,
    query.status ? eq(p.publicationStatus, query.status) : undefined,
    query.type ? eq(p.type, query.type) : undefined,
    query.types ? inArray(p.type, [...query.types]) : undefined,
    like ? or(ilike(p.enTitle, like), ilike(p.arTitle, like), ilike(p.slug, like), ilike(p.code, like)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(p)
      .where(inArray(p.id, pageIds(db, p, { id: p.id, time: p.updatedAt }, where, query)))
      .orderBy(desc(p.updatedAt), desc(p.id)),
    countUpTo(db, p, where, query.countCap),
  ]);
  return { rows, total };
}

/** Whether a slug names a program other than `exceptId`, now or before (old slugs keep redirecting). */
export async function isProgramSlugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [current, former] = await Promise.all([
    db
      .select({ id: learningPrograms.id })
      .from(learningPrograms)
      .where(and(eq(learningPrograms.slug, slug), exceptId ? ne(learningPrograms.id, exceptId) : undefined))
      .limit(1),
    db
      .select({ id: programSlugs.programId })
      .from(programSlugs)
      .where(and(eq(programSlugs.slug, slug), exceptId ? ne(programSlugs.programId, exceptId) : undefined))
      .limit(1),
  ]);
  return current.length > 0 || former.length > 0;
}
