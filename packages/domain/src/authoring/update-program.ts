import {
  findStudioProgram,
  insertProgramSlug,
  listProgramCoLecturers,
  replaceProgramCoLecturers,
  updateProgramAtVersion,
} from '@manara/db';
import { sanitizeRichText } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { checkProgramChanges } from './check-program-changes';
import { programCacheTags } from './program-cache-tags';
import { requireProgramEditor } from './program-policy';
import { publishContentChange } from './publish-content-change';
import { changedFields, recordAudit } from './record-audit';
import { updateProgramSchema } from './schemas';
import { requireStudioActor } from './studio-actor';
import { toStudioProgramView, type StudioProgramView } from './studio-program-view';

/**
 * Saves studio changes to a program from the version the author started with (decision 0028):
 * another save in between → VERSION_CONFLICT, nothing overwritten. A changed slug keeps the old
 * one redirecting; rich text is sanitised; co-lecturers (decision 0076) are replaced as a whole
 * list in the same transaction and version; the change is audited in the same transaction, and a
 * live program's pages are refreshed once it commits.
 */
export async function updateProgram(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioProgramView> {
  const actor = await requireStudioActor(deps, caller);
  const { programId, version, changes } = parseInput(updateProgramSchema, input);
  const { before, after, coLecturersAfter } = await deps.db.transaction(async (tx) => {
    const program = requireProgramEditor(actor, await findStudioProgram(tx, programId, true));
    if (program.version !== version) throw new AppError('VERSION_CONFLICT');
    if (program.publicationStatus === 'ARCHIVED') throw new AppError('PROGRAM_STATUS_INVALID');
    const coLecturersBefore = (await listProgramCoLecturers(tx, [programId])).map((row) => row.lecturerId);
    await checkProgramChanges(tx, actor, program, changes, coLecturersBefore);
    const { coLecturerIds, ...fields } = changes;
    const patch = {
      ...fields,
      ...(changes.arAbout !== undefined && { arAbout: sanitizeRichText(changes.arAbout) }),
      ...(changes.enAbout !== undefined && { enAbout: sanitizeRichText(changes.enAbout) }),
    };
    if (patch.slug && patch.slug !== program.slug) await insertProgramSlug(tx, { slug: program.slug, programId });
    const updated = await updateProgramAtVersion(tx, programId, version, { ...patch, updatedAt: deps.now() });
    if (!updated) throw new AppError('VERSION_CONFLICT');
    if (coLecturerIds) await replaceProgramCoLecturers(tx, programId, coLecturerIds);
    const diff = changedFields(
      { ...program, coLecturerIds: coLecturersBefore },
      { ...patch, ...(coLecturerIds && { coLecturerIds }) },
    );
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'program.update',
      entityType: 'program',
      entityId: programId,
      ...diff,
    });
    return {
      before: { ...program, coLecturerIds: coLecturersBefore },
      after: updated,
      coLecturersAfter: coLecturerIds ?? coLecturersBefore,
    };
  });
  if (before.publicationStatus === 'PUBLISHED')
    await publishContentChange(deps, programCacheTags(before, { ...after, coLecturerIds: coLecturersAfter }));
  return toStudioProgramView(after);
}
