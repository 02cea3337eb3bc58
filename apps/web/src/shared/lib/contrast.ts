/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The light and dark colours of a utility class list's `bg-[light-dark(…)]` and
 * `text-[light-dark(…)]`, so tests can measure palettes written as Tailwind classes.
 */
export function lightDarkPairs(
  classes: string,
): { light: { bg: string; fg: string }; dark: { bg: string; fg: string } } | null {
  const read = (prefix: string) =>
    classes.match(new RegExp(`${prefix}-\\[light-dark\\((#[0-9a-f]{6}),(#[0-9a-f]{6})\\)\\]`, 'i'));
  const bg = read('bg');
  const fg = read('text');
  if (!bg || !fg) return null;
  return { light: { bg: bg[1]!, fg: fg[1]! }, dark: { bg: bg[2]!, fg: fg[2]! } };
}
