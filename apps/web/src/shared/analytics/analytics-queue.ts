import { request } from '@/shared/graphql/request';
import { recordAnalyticsEventsMutation } from './analytics-documents';

// First-party analytics in the browser (decision 0059): events wait in a queue and leave in one
// request every few seconds, when ten are waiting, or when the page is hidden (keepalive lets the
// last one finish as the page goes). Nothing leaves for a signed-out visitor who has not accepted.

export type BrowserEvent = { kind: 'PAGE_VIEW'; path: string } | { kind: 'SEARCH'; query: string; resultCount: number };

/** The visitor's choice, kept a year in a first-party cookie: '1' accepted, '0' declined. */
export const CONSENT_COOKIE = 'manara_analytics';
const FLUSH_AFTER_MS = 5_000;
const FLUSH_AT = 10;

const queue: BrowserEvent[] = [];
let signedIn = false;
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** The visitor's recorded choice: true, false, or null while they have not chosen. */
export function analyticsConsent(): boolean | null {
  const value = new RegExp(`(?:^|; )${CONSENT_COOKIE}=([01])`).exec(document.cookie)?.[1];
  return value === undefined ? null : value === '1';
}

export function setAnalyticsConsent(granted: boolean): void {
  document.cookie = `${CONSENT_COOKIE}=${granted ? '1' : '0'}; path=/; max-age=31536000; samesite=lax`;
}

/** Whether the viewer is signed in (then the API names them, unless they opted out). */
export function setAnalyticsSignedIn(value: boolean): void {
  signedIn = value;
}

function mayRecord(): boolean {
  return signedIn || analyticsConsent() === true;
}

/** Sends what is waiting, at most twenty at a time; a failure is let go (analytics never bothers the learner). */
export function flushAnalytics(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length > 0 && mayRecord()) {
    const events = queue.splice(0, 20);
    void request(recordAnalyticsEventsMutation, { consent: signedIn ? null : true, events }, { keepalive: true }).catch(
      () => undefined,
    );
  }
  queue.length = 0;
}

/** Queues one event, if it may be recorded at all. */
export function trackEvent(event: BrowserEvent): void {
  if (!mayRecord()) return;
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
