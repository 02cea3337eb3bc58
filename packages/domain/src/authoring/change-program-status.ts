import {
  countPublishContents,
  findStudioProgram,
  updateProgramAtVersion,
  type DbOrTx,
  type ProgramPatch,
  type PublicationStatusValue,
  type StudioProgramRow,
} from '@manara/db';
import type { z } from 'zod';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { loadCoLecturerIds } from './load-co-lecturer-ids';
import { programCacheTags } from './program-cache-tags';
import { missingForPublish } from './program-completeness';
import { requireProgramEditor } from './program-policy';
import { publishContentChange } from './publish-content-change';
import { recordAudit } from './record-audit';
import { requireAdmin, requireStudioActor } from './studio-actor';
import { toStudioProgramView, type StudioProgramView } from './studio-program-view';

interface StatusTarget {
  programId: string;
  version: number;
  comment?: string;
}

export interface StatusChange<I extends StatusTarget> {
  /** The step's input (the program, its version, and what else the step takes). */
  schema: z.ZodType<I>;
  /** Statuses the change may start from. */
  from: readonly PublicationStatusValue[];
  adminOnly: boolean;
  /** Checks the completeness list first (publishing, and submitting for review). */
  needsComplete: boolean;
  /** The new status and any other fields, from the program as it is. */
  patch: (
    program: StudioProgramRow,
    input: I,
    now: Date,
  ) => ProgramPatch & { publicationStatus: PublicationStatusValue };
  /** The audit action, e.g. `program.publish`. */
  action: (input: I, now: Date) => string;
}

/** Refuses with the checklist's field errors unless the program may be published. */
async function requireComplete(tx: DbOrTx, program: StudioProgramRow): Promise<void> {
  const missing = missingForPublish(program, await countPublishContents(tx, program.id));
  if (missing.length > 0) throw new AppError('PROGRAM_INCOMPLETE', missing);
}

/**
 * The one path of every lifecycle step (decision 0028): who may, from which status, at which
 * version, complete or not; then the new status, audited, in one transaction. When what learners
 * see changed (a program went live or left), every web copy hears it after the commit.
 */
export const programStatusChange =
  <I extends StatusTarget>(change: StatusChange<I>) =>
  async (deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioProgramView> => {
    const target = parseInput(change.schema, input);
    const actor = await requireStudioActor(deps, caller);
    if (change.adminOnly) requireAdmin(actor);
    const now = deps.now();
    const { before, after } = await deps.db.transaction(async (tx) => {
      const program = requireProgramEditor(actor, await findStudioProgram(tx, target.programId, true));
      if (program.version !== target.version) throw new AppError('VERSION_CONFLICT');
      if (!change.from.includes(program.publicationStatus)) throw new AppError('PROGRAM_STATUS_INVALID');
      if (change.needsComplete) await requireComplete(tx, program);
      const patch = change.patch(program, target, now);
      const updated = await updateProgramAtVersion(tx, program.id, program.version, { ...patch, updatedAt: now });
      if (!updated) throw new AppError('VERSION_CONFLICT');
      await recordAudit(tx, {
        actorId: actor.userId,
        action: change.action(target, now),
        entityType: 'program',
        entityId: program.id,
        before: { publicationStatus: program.publicationStatus },
        after: { publicationStatus: updated.publicationStatus, scheduledAt: updated.scheduledAt },
        comment: target.comment || null,
      });
      return { before: program, after: updated };
    });
    if (before.publicationStatus === 'PUBLISHED' || after.publicationStatus === 'PUBLISHED') {
      const [coLecturerIds] = await loadCoLecturerIds(deps, [after.id]);
      await publishContentChange(deps, programCacheTags({ ...after, coLecturerIds }));
    }
    return toStudioProgramView(after);
  };
