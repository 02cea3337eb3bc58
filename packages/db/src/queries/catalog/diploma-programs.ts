import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { diplomaPrograms, learningPrograms } from '../../schema/index';
import type { ProgramRow } from './learning-programs';

export interface DiplomaProgramRow extends ProgramRow {
  diplomaId: string;
}

/** The published programs inside many diplomas, in each diploma's order. */
export async function listDiplomaPrograms(db: DbOrTx, diplomaIds: readonly string[]): Promise<DiplomaProgramRow[]> {
  if (diplomaIds.length === 0) return [];
  const rows = await db
    .select({ diplomaId: diplomaPrograms.diplomaId, program: learningPrograms })
    .from(diplomaPrograms)
    .innerJoin(learningPrograms, eq(learningPrograms.id, diplomaPrograms.programId))
    .where(
      and(inArray(diplomaPrograms.diplomaId, [...diplomaIds]), eq(learningPrograms.publicationStatus, 'PUBLISHED')),
    )
    .orderBy(asc(diplomaPrograms.diplomaId), asc(diplomaPrograms.sortOrder), asc(learningPrograms.createdAt));
  return rows.map((r) => ({ ...r.program, diplomaId: r.diplomaId }));
}
