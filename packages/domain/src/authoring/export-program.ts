import { exportProgramYaml, findStudioProgram } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { requireProgramEditor } from './program-policy';
import { studioProgramSchema } from './schemas';
import { requireStudioActor } from './studio-actor';

/**
 * A program as a content file for the YAML importer (docs/product/studio.md): its editors (the
 * program's lecturer, administrators) download it to keep, review or move it to another
 * installation, where the importer recreates it. Others' programs are NOT_FOUND to a lecturer.
 */
export async function exportProgram(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<{ fileName: string; yaml: string }> {
  const actor = await requireStudioActor(deps, caller);
  const { programId } = parseInput(studioProgramSchema, input);
  const program = requireProgramEditor(actor, await findStudioProgram(deps.db, programId));
  const exported = await exportProgramYaml(deps.db, program.id);
  if (!exported) throw new AppError('NOT_FOUND');
  return { fileName: `${exported.slug}.yaml`, yaml: exported.yaml };
}
