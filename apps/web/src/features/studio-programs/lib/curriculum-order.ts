/** What ordering needs of the curriculum: sections and the ids of their lessons. */
export interface Outline {
  id: string;
  lessons: readonly { id: string }[];
}

export interface SectionOrder {
  sectionId: string;
  lessonIds: string[];
}

/** The whole curriculum's order, as reorderCurriculum takes it. */
export function orderOf(sections: readonly Outline[]): SectionOrder[] {
  return sections.map((section) => ({ sectionId: section.id, lessonIds: section.lessons.map((lesson) => lesson.id) }));
}

/** `items` with the one at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The order with one section moved to the place of another. */
export function moveSection(sections: readonly Outline[], activeId: string, overId: string): SectionOrder[] {
  const order = orderOf(sections);
  const from = order.findIndex((s) => s.sectionId === activeId);
  const to = order.findIndex((s) => s.sectionId === overId);
  return from < 0 || to < 0 ? order : moveItem(order, from, to);
}

/** The order with one lesson moved within its section to the place of another. */
export function moveLessonWithin(sections: readonly Outline[], activeId: string, overId: string): SectionOrder[] {
  return orderOf(sections).map((section) => {
    const from = section.lessonIds.indexOf(activeId);
    const to = section.lessonIds.indexOf(overId);
    return from < 0 || to < 0 ? section : { ...section, lessonIds: moveItem(section.lessonIds, from, to) };
  });
}

/** The order with one lesson moved to the end of another section. */
export function moveLessonTo(sections: readonly Outline[], lessonId: string, sectionId: string): SectionOrder[] {
  return orderOf(sections).map((section) => {
    const without = section.lessonIds.filter((id) => id !== lessonId);
    return { ...section, lessonIds: section.sectionId === sectionId ? [...without, lessonId] : without };
  });
}

/** Whether two orders are the same (nothing to save). */
export function sameOrder(a: readonly SectionOrder[], b: readonly SectionOrder[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The sections and their lessons rearranged as `order` says (to show a move before it is saved). */
export function arrange<L extends { id: string }, S extends { id: string; lessons: readonly L[] }>(
  sections: readonly S[],
  order: readonly SectionOrder[],
): S[] {
  const lessons = new Map(sections.flatMap((section) => section.lessons.map((lesson) => [lesson.id, lesson] as const)));
  const byId = new Map(sections.map((section) => [section.id, section]));
  return order.flatMap(({ sectionId, lessonIds }) => {
    const section = byId.get(sectionId);
    if (!section) return [];
    return [{ ...section, lessons: lessonIds.flatMap((id) => lessons.get(id) ?? []) }];
  });
}

/** Ids with `activeId` moved to the place of `overId` (a quiz's questions, a diploma's programs). */
export function moveId(ids: readonly string[], activeId: string, overId: string): string[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  return from < 0 || to < 0 ? [...ids] : moveItem(ids, from, to);
}
