import { describe, expect, it, vi } from 'vitest';

const verify = vi.fn(async () => false);
vi.mock('argon2', () => ({ default: { argon2id: 2, hash: vi.fn(async () => '$argon2id$dummy'), verify } }));

const { verifyPasswordOrDummy } = await import('./passwords');

describe('verifyPasswordOrDummy', () => {
  it('runs one argon2 verification even when there is no account, so timing does not reveal it', async () => {
    verify.mockClear();
    expect(await verifyPasswordOrDummy(null, 'Secret123')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
  });
  it('verifies against the stored hash when there is one', async () => {
    verify.mockClear();
    verify.mockResolvedValueOnce(true);
    expect(await verifyPasswordOrDummy('$argon2id$real', 'Secret123')).toBe(true);
    expect(verify).toHaveBeenCalledWith('$argon2id$real', 'Secret123');
  });
});
