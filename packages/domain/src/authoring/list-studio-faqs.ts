import { listStudioFaqs as queryStudioFaqs } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { studioFaqsSchema } from './faq-schemas';
import { requireAdmin, requireStudioActor } from './studio-actor';
import type { StudioFaqView } from './studio-faq-view';

/** Administrators only: one audience's questions, hidden ones included, in their order (decision 0067). */
export async function listStudioFaqs(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioFaqView[]> {
  const { audience } = parseInput(studioFaqsSchema, input);
  requireAdmin(await requireStudioActor(deps, caller));
  return queryStudioFaqs(deps.db, audience);
}
