import { findStudioProgram, updateProgramAtVersion, type DbOrTx, type StudioProgramRow } from '@manara/db';
import type { z } from 'zod';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { programCacheTags } from './program-cache-tags';
import { requireProgramEditor } from './program-policy';
import { publishContentChange } from './publish-content-change';
import { recordAudit, type AuditFacts } from './record-audit';
import { requireStudioActor, type StudioActor } from './studio-actor';
import { loadStudioCurriculum, type StudioCurriculum } from './studio-curriculum-view';

export interface CurriculumTarget {
  programId: string;
  version: number;
}

/** What one curriculum write hands back to be audited: `section.add`, `lesson.update` … */
export type CurriculumAudit = Pick<AuditFacts, 'action' | 'before' | 'after'>;

export interface CurriculumWork<I> {
  tx: DbOrTx;
  actor: StudioActor;
  program: StudioProgramRow;
  input: I;
}

/**
 * The one path of every curriculum write (decision 0028). The curriculum belongs to its program,
 * so the program's version guards it: a write made on an older version is VERSION_CONFLICT, and
 * each write raises the version by one, in the same transaction as the change and its audit
 * entry. Archived programs are read-only. When learners can see the program, every web copy
 * hears of the change once it commits. Answers the curriculum as it now stands.
 */
export async function writeCurriculum<I extends CurriculumTarget>(
  deps: DomainDeps,
  caller: Caller,
  schema: z.ZodType<I>,
  input: unknown,
  work: (write: CurriculumWork<I>) => Promise<CurriculumAudit>,
): Promise<StudioCurriculum> {
  const actor = await requireStudioActor(deps, caller);
  const target = parseInput(schema, input);
  const { program, curriculum } = await deps.db.transaction(async (tx) => {
    const program = requireProgramEditor(actor, await findStudioProgram(tx, target.programId, true));
    if (program.version !== target.version) throw new AppError('VERSION_CONFLICT');
    if (program.publicationStatus === 'ARCHIVED') throw new AppError('PROGRAM_STATUS_INVALID');
    const audit = await work({ tx, actor, program, input: target });
    const updated = await updateProgramAtVersion(tx, program.id, program.version, { updatedAt: deps.now() });
    if (!updated) throw new AppError('VERSION_CONFLICT');
    await recordAudit(tx, { actorId: actor.userId, entityType: 'program', entityId: program.id, ...audit });
    return { program, curriculum: await loadStudioCurriculum(tx, updated, deps.now()) };
  });
  if (program.publicationStatus === 'PUBLISHED') await publishContentChange(deps, programCacheTags(program));
  return curriculum;
}
