import { insertFaq } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { createFaqSchema } from './faq-schemas';
import { publishContentChange } from './publish-content-change';
import { recordAudit } from './record-audit';
import { requireAdmin, requireStudioActor } from './studio-actor';
import { auditedFaq, FAQ_CACHE_TAGS, type StudioFaqView } from './studio-faq-view';

/** An administrator adds a question for learners or lecturers, at the end of their list (decision 0067). Audited. */
export async function createFaq(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioFaqView> {
  const fields = parseInput(createFaqSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertFaq(tx, fields);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'faq.create',
      entityType: 'faq',
      entityId: created.id,
      after: auditedFaq(created),
    });
    return created;
  });
  await publishContentChange(deps, FAQ_CACHE_TAGS);
  return row;
}
