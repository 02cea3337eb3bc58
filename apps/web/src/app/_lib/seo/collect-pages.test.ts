import { describe, expect, it } from 'vitest';
import { collectPages, ListFailedError, type ListEnvelope } from './collect-pages';

const page = (items: number[], hasNext: boolean): ListEnvelope<number> => ({
  success: true,
  code: 'OK',
  message: 'ok',
  data: { items, pageInfo: { hasNext } },
});

describe('collectPages', () => {
  it('reads pages from 1 until the last', async () => {
    const asked: number[] = [];
    const items = await collectPages(async (n) => (asked.push(n), page([n * 10, n * 10 + 1], n < 3)));
    expect(asked).toEqual([1, 2, 3]);
    expect(items).toEqual([10, 11, 20, 21, 30, 31]);
  });

  it('stops at the page limit', async () => {
    const asked: number[] = [];
    await collectPages(async (n) => (asked.push(n), page([n], true)), 2);
    expect(asked).toEqual([1, 2]);
  });

  it('fails on a failed envelope', async () => {
    const failed: ListEnvelope<number> = {
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'bad limit',
      data: null,
    };
    await expect(collectPages(async () => failed)).rejects.toEqual(
      new ListFailedError('VALIDATION_FAILED', 'bad limit'),
    );
  });
});
