import { findStudioProgram } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { requireProgramEditor } from './program-policy';
import { studioProgramSchema } from './schemas';
import { requireStudioActor } from './studio-actor';

export interface ProgramPreviewLink {
  /** Site-relative, without the language prefix: `/preview/<token>`. */
  path: string;
  expiresAt: Date;
}

/**
 * A link to the program's page exactly as learners will see it, whatever its state (a draft, in
 * review, unpublished), for anyone who holds it until it expires (decision 0063). Only the
 * program's editors (its lecturer, administrators) make one; another lecturer's is NOT_FOUND.
 */
export async function createProgramPreviewLink(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<ProgramPreviewLink> {
  const actor = await requireStudioActor(deps, caller);
  const { programId } = parseInput(studioProgramSchema, input);
  const program = requireProgramEditor(actor, await findStudioProgram(deps.db, programId));
  const expiresAt = deps.now().getTime() + deps.previewLinks.ttlMs;
  const token = deps.previewLinks.issue({ programId: program.id, expiresAt });
  return { path: `/preview/${token}`, expiresAt: new Date(expiresAt) };
}
