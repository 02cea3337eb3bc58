import { deleteFaqAtVersion, findFaq } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { deleteFaqSchema } from './faq-schemas';
import { publishContentChange } from './publish-content-change';
import { recordAudit } from './record-audit';
import { requireAdmin, requireStudioActor } from './studio-actor';
import { auditedFaq, FAQ_CACHE_TAGS } from './studio-faq-view';

/** An administrator deletes a question at the version opened (decision 0067). Audited with what it said. */
export async function deleteFaq(deps: DomainDeps, caller: Caller, input: unknown): Promise<{ id: string }> {
  const { faqId, version } = parseInput(deleteFaqSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const existing = await findFaq(tx, faqId, true);
    if (!existing) throw new AppError('NOT_FOUND');
    if (!(await deleteFaqAtVersion(tx, faqId, version))) throw new AppError('VERSION_CONFLICT');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'faq.delete',
      entityType: 'faq',
      entityId: faqId,
      before: auditedFaq(existing),
    });
  });
  await publishContentChange(deps, FAQ_CACHE_TAGS);
  return { id: faqId };
}
