import { describe, expect, it } from 'vitest';
import { certificateStatus } from './certificate-status';

describe('certificateStatus', () => {
  it('ranks revoked over pending over valid', () => {
    expect(certificateStatus({ pending: false, revoked: false })).toBe('valid');
    expect(certificateStatus({ pending: true, revoked: false })).toBe('pending');
    expect(certificateStatus({ pending: true, revoked: true })).toBe('revoked');
    expect(certificateStatus({ pending: false, revoked: true })).toBe('revoked');
  });
});
