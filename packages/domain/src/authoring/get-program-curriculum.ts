import { findStudioProgram } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { requireProgramEditor } from './program-policy';
import { studioProgramSchema } from './schemas';
import { requireStudioActor } from './studio-actor';
import { loadStudioCurriculum, type StudioCurriculum } from './studio-curriculum-view';

/** A program's sections and lessons for its editor, with the version to write on; others' programs are NOT_FOUND to a lecturer. */
export async function getProgramCurriculum(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<StudioCurriculum> {
  const actor = await requireStudioActor(deps, caller);
  const { programId } = parseInput(studioProgramSchema, input);
  const program = requireProgramEditor(actor, await findStudioProgram(deps.db, programId));
  return loadStudioCurriculum(deps.db, program, deps.now());
}
