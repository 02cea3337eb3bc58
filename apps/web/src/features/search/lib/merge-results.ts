/** The four lists `allSearch` answers, in the order the dialog and the page show them. */
export const searchGroups = ['courses', 'workshops', 'diplomas', 'blogs'] as const;
export type SearchGroup = (typeof searchGroups)[number];
export type GroupedResults<T> = Record<SearchGroup, readonly T[]>;

/** docs/product/constants.md: the dialog shows up to 4 results, and 'view all' at 4 or more. */
export const DIALOG_RESULT_LIMIT = 4;

export function countResults<T>(groups: GroupedResults<T>): number {
  return searchGroups.reduce((sum, group) => sum + groups[group].length, 0);
}

/**
 * One list from the four ranked lists, taking rank by rank across types (best course, best
 * workshop, best diploma, best blog, then each type's second…), so a strong match of every
 * type is seen before weaker matches of one. `allSearch` ranks within a type only and gives no
 * score to compare types by, so the type order above breaks ties.
 */
export function mergeResults<T>(groups: GroupedResults<T>, limit: number): T[] {
  const merged: T[] = [];
  const longest = Math.max(...searchGroups.map((group) => groups[group].length));
  for (let rank = 0; rank < longest && merged.length < limit; rank++) {
    for (const group of searchGroups) {
      const hit = groups[group][rank];
      if (hit !== undefined && merged.length < limit) merged.push(hit);
    }
  }
  return merged;
}
