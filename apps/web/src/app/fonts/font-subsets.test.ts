import { catalogs } from '@manara/i18n';
import { describe, expect, it } from 'vitest';
import { coreSubsets, coversCodePoint, formatUnicodeRange, parseUnicodeRange, subtractRanges } from './font-subsets';

function strings(node: unknown): string[] {
  return typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap(strings);
}

describe('font subsets', () => {
  it('parse, subtract and format CSS unicode ranges', () => {
    const ranges = parseUnicodeRange('U+0600-06FF,U+200C-200E,U+204F');
    expect(ranges).toEqual([
      [0x600, 0x6ff],
      [0x200c, 0x200e],
      [0x204f, 0x204f],
    ]);
    const rest = subtractRanges(ranges, [
      [0x621, 0x63a],
      [0x200c, 0x200f],
      [0x600, 0x600],
    ]);
    expect(formatUnicodeRange(rest)).toBe('U+0601-0620,U+063B-06FF,U+204F');
  });

  it('hold every character of the interface texts, so a page needs the small faces only', () => {
    const core = Object.values(coreSubsets).flat();
    const missing = new Set<string>();
    for (const catalog of Object.values(catalogs)) {
      for (const text of strings(catalog)) {
        for (const char of text) {
          // Format characters (the bidi isolates of decision 0050) are never drawn: no face is needed.
          if (char === '\n' || /\p{Cf}/u.test(char)) continue;
          if (!coversCodePoint(core, char.codePointAt(0)!)) missing.add(char);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
