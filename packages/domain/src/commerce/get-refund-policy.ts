import { requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { loadRefundPolicy, type RefundPolicyView } from './refund-policy';

/** `studioRefundPolicy`: the policy for learners' refund requests, administrators only (decision 0057). */
export async function getRefundPolicy(deps: DomainDeps, caller: Caller): Promise<RefundPolicyView> {
  requireAdmin(await requireStudioActor(deps, caller));
  return loadRefundPolicy(deps.db);
}
