import { request } from '@/shared/graphql/request';
import { recordAnalyticsEventsMutation } from './analytics-documents';
import { analyticsSignedIn, mayRecord, type BrowserEvent } from './analytics-state';

// Events wait here and leave in one request every few seconds, when ten are waiting, or when the
// page is hidden (keepalive lets the last one finish as the page goes). Decision 0059.

const FLUSH_AFTER_MS = 5_000;
const FLUSH_AT = 10;

const queue: BrowserEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** Sends what is waiting, at most twenty at a time; a failure is let go (analytics never bothers the learner). */
function flushAnalytics(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length > 0 && mayRecord()) {
    const events = queue.splice(0, 20);
    const consent = analyticsSignedIn() ? null : true;
    void request(recordAnalyticsEventsMutation, { consent, events }, { keepalive: true }).catch(() => undefined);
  }
  queue.length = 0;
}

/** Adds an event that may be recorded (trackEvent checked) and sends the queue when it is due. */
export function enqueueEvent(event: BrowserEvent): void {
  if (!listening) {
    listening = true;
    addEventListener('pagehide', flushAnalytics);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushAnalytics();
    });
  }
  queue.push(event);
  if (queue.length >= FLUSH_AT) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, FLUSH_AFTER_MS);
}
