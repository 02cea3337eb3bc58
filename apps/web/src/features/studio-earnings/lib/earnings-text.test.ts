import { describe, expect, it } from 'vitest';
import { cairoToday, shareNow } from './earnings-text';

const shares = [
  { id: 'a', sharePercent: 40, effectiveFrom: '2026-10-01' },
  { id: 'b', sharePercent: 45, effectiveFrom: '2026-12-01' },
];

describe('earnings texts', () => {
  it('finds the share in force today, none before the first', () => {
    expect(shareNow({ shares }, '2026-11-27')).toBe(40);
    expect(shareNow({ shares }, '2026-12-01')).toBe(45);
    expect(shareNow({ shares }, '2026-09-30')).toBeNull();
  });

  it("reads today's date in Cairo", () => {
    expect(cairoToday(new Date('2026-11-30T22:30:00Z'))).toBe('2026-12-01');
  });
});
