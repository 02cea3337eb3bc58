import { listFaqs as queryFaqs, type FaqRow } from '@manara/db';
import type { DomainDeps } from '../deps';

/** `userFaqs` / `lecturerFaqs`: the questions for one audience in their curated order. */
export async function listFaqs(deps: DomainDeps, audience: FaqRow['audience']): Promise<FaqRow[]> {
  return queryFaqs(deps.db, audience);
}
