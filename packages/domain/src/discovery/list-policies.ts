import { listPolicies as queryPolicies, type PolicyRow } from '@manara/db';
import type { DomainDeps } from '../deps';

/** `getPolicies`: payment, privacy and terms policies in both languages. */
export async function listPolicies(deps: DomainDeps): Promise<PolicyRow[]> {
  return queryPolicies(deps.db);
}
