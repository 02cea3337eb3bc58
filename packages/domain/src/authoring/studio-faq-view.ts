import type { FaqRow } from '@manara/db';

/** A question as administrators manage it (decision 0067). */
export type StudioFaqView = FaqRow;

/** What the audit log keeps of a question. */
export function auditedFaq(row: FaqRow): Record<string, unknown> {
  const { audience, arQuestion, enQuestion, arAnswer, enAnswer, isShown, sortOrder } = row;
  return { audience, arQuestion, enQuestion, arAnswer, enAnswer, isShown, sortOrder };
}

/** The cached pages a question touches: the FAQ page (and the help pages that embed it). */
export const FAQ_CACHE_TAGS = ['faqs'];
