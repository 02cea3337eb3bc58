import { deleteStaleGuestCarts, insertJob } from '@manara/db';
import type { DomainDeps } from '../deps';

/** A visitor's guest-cart cookie lives this long (decision 0042); a cart untouched as long is let go. */
export const GUEST_CART_DAYS = 30;
export const STALE_GUEST_CARTS_JOB = 'stale-guest-carts';
const BATCH = 500;
/** A run stops taking batches after this long; tomorrow's job carries on. */
const RUN_BUDGET_MS = 30_000;

/** Queues today's sweep, once across every API copy (its dedupe key names the UTC day). */
export async function scheduleGuestCartSweep(deps: DomainDeps): Promise<void> {
  const now = deps.now();
  await insertJob(deps.db, {
    kind: STALE_GUEST_CARTS_JOB,
    payload: {},
    runAt: now,
    dedupeKey: `${STALE_GUEST_CARTS_JOB}:${now.toISOString().slice(0, 10)}`,
  });
}

/**
 * The job: guest carts nobody has added to for GUEST_CART_DAYS are deleted with their items, so
 * abandoned visitors' carts do not pile up (docs/product/commerce.md). Learners' carts stay.
 */
export async function removeStaleGuestCarts(deps: DomainDeps): Promise<void> {
  const started = Date.now();
  const before = new Date(deps.now().getTime() - GUEST_CART_DAYS * 24 * 60 * 60 * 1000);
  for (;;) {
    const removed = await deleteStaleGuestCarts(deps.db, { before, limit: BATCH });
    if (removed > 0) deps.logger.info({ removed }, 'stale guest carts removed');
    if (removed < BATCH || Date.now() - started > RUN_BUDGET_MS) return;
  }
}
