export const myLearningTabs = ['in-progress', 'completed'] as const;
export type MyLearningTab = (typeof myLearningTabs)[number];

/** `?tab=` as a tab: 'completed' or, for anything else, 'in-progress'. */
export function tabParam(value: string | null): MyLearningTab {
  return value === 'completed' ? 'completed' : 'in-progress';
}

/** The query of a tab's page; page 1 and the first tab stay out of the URL. */
export function myLearningQuery(tab: MyLearningTab, page: number): string {
  const params = new URLSearchParams();
  if (tab !== 'in-progress') params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}
