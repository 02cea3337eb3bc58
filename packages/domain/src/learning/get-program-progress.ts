import type { DomainDeps } from '../deps';
import { loadProgramProgress } from './load-program-progress';
import type { ProgramProgress } from './progress-of';

/**
 * A learner's progress in one program (a diploma counts the lessons of its programs, so it
 * completes when they do). For certificates: `isCompleted` and `completedAt` decide issuing.
 */
export async function getProgramProgress(
  deps: DomainDeps,
  input: { userId: string; programId: string },
): Promise<ProgramProgress> {
  const [progress] = await loadProgramProgress(deps, input.userId, [input.programId]);
  return progress!;
}
