import { countPublishContents, findStudioProgram, listDueScheduledPrograms, updateProgramAtVersion } from '@manara/db';
import type { DomainDeps } from '../deps';
import { loadCoLecturerIds } from './load-co-lecturer-ids';
import { programCacheTags } from './program-cache-tags';
import { missingForPublish } from './program-completeness';
import { publishContentChange } from './publish-content-change';
import { recordAudit } from './record-audit';

const BATCH = 20;

/**
 * The job runner's sweep for scheduled publications (decision 0028): each program whose Cairo
 * date and time has come is published, under its row lock so two API copies publish it once.
 * One that is no longer complete goes back to draft with a note instead of going live half-done.
 */
export async function publishDuePrograms(deps: DomainDeps): Promise<void> {
  const now = deps.now();
  for (const due of await listDueScheduledPrograms(deps.db, now, BATCH)) {
    const published = await deps.db.transaction(async (tx) => {
      const program = await findStudioProgram(tx, due.id, true);
      if (!program || program.publicationStatus !== 'SCHEDULED' || !program.scheduledAt || program.scheduledAt > now)
        return null;
      const complete = missingForPublish(program, await countPublishContents(tx, program.id)).length === 0;
      const updated = await updateProgramAtVersion(tx, program.id, program.version, {
        ...(complete
          ? { publicationStatus: 'PUBLISHED', publishedAt: program.publishedAt ?? now, approvedAt: now }
          : { publicationStatus: 'DRAFT' }),
        scheduledAt: null,
        updatedAt: now,
      });
      await recordAudit(tx, {
        actorId: null,
        action: complete ? 'program.publish' : 'program.returnToDraft',
        entityType: 'program',
        entityId: program.id,
        before: { publicationStatus: 'SCHEDULED' },
        after: { publicationStatus: updated?.publicationStatus ?? null, ...(!complete && { reason: 'INCOMPLETE' }) },
      });
      return complete ? updated : null;
    });
    if (!published) continue;
    const [coLecturerIds] = await loadCoLecturerIds(deps, [published.id]);
    await publishContentChange(deps, programCacheTags({ ...published, coLecturerIds }));
  }
}
