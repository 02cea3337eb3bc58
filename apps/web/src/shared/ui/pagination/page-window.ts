export type PageSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page numbers a pager shows: first, last, and `radius` pages around the current one, with a
 * gap marker where numbers are skipped (1 … 4 5 6 … 12). A gap never hides a single page.
 */
export function pageWindow(current: number, total: number, radius = 1): PageSlot[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const wanted = new Set<number>([1, total]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= total) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) slots.push({ kind: 'page', page: p - 1 });
    else if (previous !== undefined && p - previous > 2) slots.push({ kind: 'gap', key: `gap-${previous}` });
    slots.push({ kind: 'page', page: p });
  });
  return slots;
}
