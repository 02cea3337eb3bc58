import { countPublishContents, findStudioProgram } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { missingForPublish, type MissingForPublish } from './program-completeness';
import { requireProgramEditor } from './program-policy';
import { studioProgramSchema } from './schemas';
import { requireStudioActor } from './studio-actor';
import { toStudioProgramView, type StudioProgramView } from './studio-program-view';

export interface StudioProgramDetail extends StudioProgramView {
  /** What still stands between the program and publication (empty: ready). */
  missingForPublish: MissingForPublish[];
}

/** One program as its editor sees it, with the publishing checklist; others' programs are NOT_FOUND to a lecturer. */
export async function getStudioProgram(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioProgramDetail> {
  const actor = await requireStudioActor(deps, caller);
  const { programId } = parseInput(studioProgramSchema, input);
  const program = requireProgramEditor(actor, await findStudioProgram(deps.db, programId));
  const contents = await countPublishContents(deps.db, program.id);
  return { ...toStudioProgramView(program), missingForPublish: missingForPublish(program, contents) };
}
