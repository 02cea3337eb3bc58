import { findFaq, updateFaqAtVersion } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { updateFaqSchema } from './faq-schemas';
import { publishContentChange } from './publish-content-change';
import { changedFields, recordAudit } from './record-audit';
import { requireAdmin, requireStudioActor } from './studio-actor';
import { auditedFaq, FAQ_CACHE_TAGS, type StudioFaqView } from './studio-faq-view';

/** An administrator saves a question from the version opened (VERSION_CONFLICT otherwise; decision 0067). */
export async function updateFaq(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioFaqView> {
  const { faqId, version, ...fields } = parseInput(updateFaqSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const row = await deps.db.transaction(async (tx) => {
    const existing = await findFaq(tx, faqId, true);
    if (!existing) throw new AppError('NOT_FOUND');
    const saved = await updateFaqAtVersion(tx, faqId, version, fields);
    if (!saved) throw new AppError('VERSION_CONFLICT');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'faq.update',
      entityType: 'faq',
      entityId: faqId,
      ...changedFields(auditedFaq(existing), auditedFaq(saved)),
    });
    return saved;
  });
  await publishContentChange(deps, FAQ_CACHE_TAGS);
  return row;
}
