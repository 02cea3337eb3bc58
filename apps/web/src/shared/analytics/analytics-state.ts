// Whether a browser event may be recorded (decision 0059): the visitor's choice, kept in a
// first-party cookie, or being signed in. Read on every page, by the queue and by its sender.

export type BrowserEvent = { kind: 'PAGE_VIEW'; path: string } | { kind: 'SEARCH'; query: string; resultCount: number };

/** The visitor's choice, kept a year in a first-party cookie: '1' accepted, '0' declined. */
export const CONSENT_COOKIE = 'manara_analytics';

let signedIn = false;

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

export function analyticsSignedIn(): boolean {
  return signedIn;
}

export function mayRecord(): boolean {
  return signedIn || analyticsConsent() === true;
}
