import { findOwnedProgramIds, type DbOrTx, type ProgramRow } from '@manara/db';
import { loadDiplomaCredits } from './load-diploma-credits';

/**
 * Whether the learner owns the program: enrolled in it, in a diploma that holds it, or — for a
 * diploma — in every one of its programs already (decision 0040: nothing would be left to sell).
 */
export async function isProgramOwned(db: DbOrTx, userId: string, program: ProgramRow, now: Date): Promise<boolean> {
  if ((await findOwnedProgramIds(db, userId, [program.id])).length > 0) return true;
  if (program.type !== 'DIPLOMA') return false;
  return (await loadDiplomaCredits(db, userId, [program], now)).get(program.id)?.allOwned ?? false;
}
