import { describe, expect, it } from 'vitest';
import { shareInForce } from './share-in-force';

const history = [
  { lecturerId: 'a', shareBps: 5000, effectiveFrom: '2026-11-10' },
  { lecturerId: 'a', shareBps: 4000, effectiveFrom: '2026-10-01' },
  { lecturerId: 'b', shareBps: 9000, effectiveFrom: '2026-01-01' },
];

describe('shareInForce', () => {
  it('is 0 before the first share was set', () => {
    expect(shareInForce(history, 'a', '2026-09-30')).toBe(0);
    expect(shareInForce(history, 'c', '2026-12-01')).toBe(0);
  });

  it('takes the latest change on or before the day, whatever the order given', () => {
    expect(shareInForce(history, 'a', '2026-10-01')).toBe(4000);
    expect(shareInForce(history, 'a', '2026-11-09')).toBe(4000);
    expect(shareInForce(history, 'a', '2026-11-10')).toBe(5000);
    expect(shareInForce(history, 'a', '2027-03-01')).toBe(5000);
  });

  it("never takes another lecturer's share", () => {
    expect(shareInForce(history, 'b', '2026-10-05')).toBe(9000);
  });
});
