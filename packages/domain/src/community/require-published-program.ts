import { findCommunityProgram, type CommunityProgramRow, type DbOrTx } from '@manara/db';
import { AppError } from '../errors/index';

/** The published program community content attaches to, or NOT_FOUND (drafts have no audience). */
export async function requirePublishedProgram(
  db: DbOrTx,
  programId: string,
  lock = false,
): Promise<CommunityProgramRow> {
  const program = await findCommunityProgram(db, programId, lock);
  if (!program || program.publicationStatus !== 'PUBLISHED') throw new AppError('NOT_FOUND');
  return program;
}
