import { findOrderByReference } from '@manara/db';
import type { DomainDeps } from '../deps';
import type { VerifiedTransaction } from '../ports/index';
import { checkCallbackPairing } from './check-callback-pairing';

/**
 * The reference of the order a verified browser redirect is about, for the success page to show;
 * null when it names no order or another order than the one it was signed for.
 */
export async function findRedirectOrderReference(
  deps: DomainDeps,
  verified: VerifiedTransaction,
): Promise<string | null> {
  const order = await findOrderByReference(deps.db, verified.reference);
  return order && checkCallbackPairing(deps.logger, order, verified) ? order.reference : null;
}
