import { listKioskOrdersLapsingBy } from '@manara/db';
import type { DomainDeps } from '../deps';
import { notifyKioskReference } from '../notifications/index';

/** How long before its reference lapses a learner is reminded to pay (decision 0066). */
const KIOSK_REMINDER_MS = 6 * 60 * 60 * 1000;

/**
 * The job runner's reminder sweep (decision 0066): each kiosk order still waiting for cash whose
 * reference lapses within six hours is reminded once (the notification's key is per order).
 */
export async function remindKioskReferences(deps: DomainDeps): Promise<void> {
  const now = deps.now();
  const due = await listKioskOrdersLapsingBy(deps.db, now, new Date(now.getTime() + KIOSK_REMINDER_MS));
  for (const order of due)
    if (order.kioskReference && order.kioskExpiresAt)
      await notifyKioskReference(
        deps.db,
        order,
        { billReference: order.kioskReference, expiresAt: order.kioskExpiresAt },
        'kioskReferenceReminder',
        now,
      );
}
