import { listStudioFaqs as queryStudioFaqs, updateFaqAtVersion } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { reorderFaqsSchema } from './faq-schemas';
import { publishContentChange } from './publish-content-change';
import { recordAudit } from './record-audit';
import { sameMembers } from './same-members';
import { requireAdmin, requireStudioActor } from './studio-actor';
import { FAQ_CACHE_TAGS, type StudioFaqView } from './studio-faq-view';

/**
 * An administrator puts one audience's questions in a new order (decision 0067): the order must
 * name every question of the list as it is now, each once; a question added or removed in between
 * → VERSION_CONFLICT, nothing moved. Each moved question is audited with its old and new place.
 */
export async function reorderFaqs(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioFaqView[]> {
  const { audience, faqIds } = parseInput(reorderFaqsSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const rows = await deps.db.transaction(async (tx) => {
    const current = await queryStudioFaqs(tx, audience, true);
    if (
      !sameMembers(
        faqIds,
        current.map((faq) => faq.id),
      )
    )
      throw new AppError('VERSION_CONFLICT');
    for (const faq of current) {
      const sortOrder = faqIds.indexOf(faq.id);
      if (sortOrder === faq.sortOrder) continue;
      await updateFaqAtVersion(tx, faq.id, faq.version, { sortOrder });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'faq.reorder',
        entityType: 'faq',
        entityId: faq.id,
        before: { sortOrder: faq.sortOrder },
        after: { sortOrder },
      });
    }
    return queryStudioFaqs(tx, audience);
  });
  await publishContentChange(deps, FAQ_CACHE_TAGS);
  return rows;
}
