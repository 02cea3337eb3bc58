import { describe, expect, it } from 'vitest';
import { toCsv } from './analytics-csv';

describe('toCsv', () => {
  it('starts with a byte-order mark, quotes what needs it and separates tables by a blank line', () => {
    const csv = toCsv([
      { header: ['اليوم', 'الإيراد'], rows: [['2026-01-01', 300.5]] },
      { header: ['Program'], rows: [['Basics, "part one"']] },
    ]);
    expect(csv).toBe('\uFEFFاليوم,الإيراد\r\n2026-01-01,300.5\r\n\r\nProgram\r\n"Basics, ""part one"""\r\n');
  });
});
