import { describe, expect, it } from 'vitest';
import { needsSending, RESEND_AFTER_MS } from './push-record';

const record = { userId: 'u1', endpoint: 'https://push.test/1', sentAt: 1_000 };

describe('needsSending', () => {
  it('sends a subscription never sent, changed, or sent for another user', () => {
    expect(needsSending(null, 'u1', record.endpoint, 2_000)).toBe(true);
    expect(needsSending(record, 'u1', 'https://push.test/2', 2_000)).toBe(true);
    expect(needsSending(record, 'u2', record.endpoint, 2_000)).toBe(true);
  });

  it('skips one sent within the week and sends it again after', () => {
    expect(needsSending(record, 'u1', record.endpoint, 1_000 + RESEND_AFTER_MS - 1)).toBe(false);
    expect(needsSending(record, 'u1', record.endpoint, 1_000 + RESEND_AFTER_MS)).toBe(true);
  });
});
