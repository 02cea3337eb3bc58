import { setAnalyticsOptOut as writeOptOut } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { analyticsOptOutSchema } from './schemas';

/** A learner's choice not to be counted by name (account settings, decision 0059); answers it. */
export async function setAnalyticsOptOut(deps: DomainDeps, caller: Caller, input: unknown): Promise<boolean> {
  const { optedOut } = parseInput(analyticsOptOutSchema, input);
  const viewer = requireViewer(caller);
  await writeOptOut(deps.db, viewer.userId, optedOut);
  return optedOut;
}
