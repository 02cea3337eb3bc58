import { revokeSession } from '@manara/db';
import type { DomainDeps } from '../deps';
import type { RequestCaller } from './types';

/** Ends the caller's session; signing out while signed out is fine too. */
export async function logoutSession(deps: DomainDeps, caller: RequestCaller): Promise<true> {
  if (caller.viewer) await revokeSession(deps.db, caller.viewer.sessionId, deps.now());
  return true;
}
