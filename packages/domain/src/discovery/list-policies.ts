import { listPolicies as queryPolicies } from '@manara/db';
import { toPolicyView, type PolicyView } from './reference-views';
import type { DomainDeps } from '../deps';

/** `getPolicies`: payment, privacy and terms policies in both languages. */
export async function listPolicies(deps: DomainDeps): Promise<PolicyView[]> {
  return (await queryPolicies(deps.db)).map(toPolicyView);
}
