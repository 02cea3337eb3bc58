import { listFaqs as queryFaqs, type FaqRow } from '@manara/db';
import { toFaqView, type FaqView } from './reference-views';
import type { DomainDeps } from '../deps';

/** `userFaqs` / `lecturerFaqs`: the questions for one audience in their curated order. */
export async function listFaqs(deps: DomainDeps, audience: FaqRow['audience']): Promise<FaqView[]> {
  return (await queryFaqs(deps.db, audience)).map(toFaqView);
}
