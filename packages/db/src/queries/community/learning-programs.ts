import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { learningPrograms } from '../../schema/index';
import type { ProgramRow } from '../catalog/learning-programs';

export interface CommunityProgramRow {
  id: string;
  type: 'COURSE' | 'DIPLOMA' | 'WORKSHOP';
  publicationStatus: ProgramRow['publicationStatus'];
  slug: string;
  enTitle: string;
  arTitle: string;
}

/**
 * The program a comment or review attaches to. `lock` takes its row lock, so concurrent reviews
 * of one program recompute its rating totals one after another.
 */
export async function findCommunityProgram(
  db: DbOrTx,
  programId: string,
  lock = false,
): Promise<CommunityProgramRow | null> {
  const query = db
    .select({
      id: learningPrograms.id,
      type: learningPrograms.type,
      publicationStatus: learningPrograms.publicationStatus,
      slug: learningPrograms.slug,
      enTitle: learningPrograms.enTitle,
      arTitle: learningPrograms.arTitle,
    })
    .from(learningPrograms)
    .where(eq(learningPrograms.id, programId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
