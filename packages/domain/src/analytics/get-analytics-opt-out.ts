import { isAnalyticsOptedOut } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';

/** Whether the signed-in learner asked to be left out of the analytics (decision 0059). */
export async function getAnalyticsOptOut(deps: DomainDeps, caller: Caller): Promise<boolean> {
  return isAnalyticsOptedOut(deps.db, requireViewer(caller).userId);
}
