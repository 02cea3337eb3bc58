import { listPolicies, type PolicyRow } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { requireAdmin, requireStudioActor } from './studio-actor';

/** A policy page as administrators edit it (decision 0067). */
export type StudioPolicyView = PolicyRow;

/** Administrators only: every policy page (payment, privacy, terms) with its version, to edit (decision 0067). */
export async function listStudioPolicies(deps: DomainDeps, caller: Caller): Promise<StudioPolicyView[]> {
  requireAdmin(await requireStudioActor(deps, caller));
  return listPolicies(deps.db);
}
