import { mayRecord, type BrowserEvent } from './analytics-state';

// First-party analytics in the browser (decision 0059). The queue that sends events
// (analytics-sender.ts) loads with the first event that may be recorded, so a visitor who has not
// accepted never fetches it (decision 0079).

/** Queues one event, if it may be recorded at all; a sender that cannot load is let go like a failed send. */
export function trackEvent(event: BrowserEvent): void {
  if (!mayRecord()) return;
  void import('./analytics-sender').then(
    (sender) => sender.enqueueEvent(event),
    () => undefined,
  );
}
