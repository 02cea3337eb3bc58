/** Inclusive code point ranges, as CSS unicode-range writes them. */
export type CodeRange = readonly [number, number];

/**
 * The characters nearly every page shows, in three small faces per weight: Arabic letters, marks,
 * digits and punctuation (with the Persian letters Egyptian Arabic borrows: پ چ ڤ گ ی) and the
 * direction marks Intl inserts; the spaces, ASCII digits and punctuation every page has (with
 * Latin-1's symbols and the spaces Intl puts in times); and the ASCII letters. An Arabic page
 * needs the first two, an English page the last two. A rarer character loads the full fontsource
 * file of its script (scripts/subset-fonts.ts, decision 0019).
 */
export const coreSubsets = {
  arabic: [
    [0x060c, 0x060c],
    [0x061b, 0x061c],
    [0x061f, 0x061f],
    [0x0621, 0x063a],
    [0x0640, 0x0655],
    [0x0660, 0x066d],
    [0x0670, 0x0671],
    [0x067e, 0x067e],
    [0x0686, 0x0686],
    [0x06a4, 0x06a4],
    [0x06af, 0x06af],
    [0x06cc, 0x06cc],
    [0x200c, 0x200f],
  ],
  'latin-basic': [
    [0x0020, 0x0040],
    [0x005b, 0x0060],
    [0x007b, 0x007e],
    [0x00a0, 0x00bf],
    [0x00d7, 0x00d7],
    [0x00f7, 0x00f7],
    [0x2000, 0x200b],
    [0x2010, 0x203a],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
    [0x2212, 0x2212],
  ],
  'latin-letters': [
    [0x0041, 0x005a],
    [0x0061, 0x007a],
  ],
} satisfies Record<string, CodeRange[]>;

/** The fontsource file each core face is cut from. */
export const coreSources = { arabic: 'arabic', 'latin-basic': 'latin', 'latin-letters': 'latin' } as const;
export type CoreSubset = keyof typeof coreSubsets;

export function parseUnicodeRange(text: string): CodeRange[] {
  return text.split(',').map((part) => {
    const [start, end = start] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(start!, 16), parseInt(end!, 16)] as const;
  });
}

export function formatUnicodeRange(ranges: readonly CodeRange[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)).join(',');
}

/** The code points of `ranges` outside every range of `remove`, as sorted ranges. */
export function subtractRanges(ranges: readonly CodeRange[], remove: readonly CodeRange[]): CodeRange[] {
  let result: CodeRange[] = [...ranges].sort((a, b) => a[0] - b[0]);
  for (const [cutStart, cutEnd] of remove) {
    result = result.flatMap(([start, end]): CodeRange[] => {
      if (cutEnd < start || cutStart > end) return [[start, end]];
      const pieces: CodeRange[] = [];
      if (cutStart > start) pieces.push([start, cutStart - 1]);
      if (cutEnd < end) pieces.push([cutEnd + 1, end]);
      return pieces;
    });
  }
  return result;
}

export function coversCodePoint(ranges: readonly CodeRange[], codePoint: number): boolean {
  return ranges.some(([start, end]) => codePoint >= start && codePoint <= end);
}
