/** docs/product/constants.md: a stored push token is sent again after 7 days. */
export const RESEND_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export interface PushRecord {
  userId: string;
  endpoint: string;
  sentAt: number;
}

/** Whether this subscription must be sent (again): new endpoint, another user, or a week since. */
export function needsSending(record: PushRecord | null, userId: string, endpoint: string, now: number): boolean {
  return !record || record.userId !== userId || record.endpoint !== endpoint || now - record.sentAt >= RESEND_AFTER_MS;
}

const STORAGE_KEY = 'manara.push';

export function readPushRecord(): PushRecord | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as PushRecord | null;
    return value && typeof value.endpoint === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function writePushRecord(record: PushRecord): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Private mode without storage: the subscription is simply sent again next time.
  }
}
