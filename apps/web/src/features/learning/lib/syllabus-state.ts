interface Lessonish {
  id: string;
  isCompleted: boolean;
}
interface Sectionish<L extends Lessonish> {
  id: string;
  lessons: readonly L[];
}

/** The syllabus with one lesson's tick changed (after toggleLessonCompletion answered). */
export function withCompletion<L extends Lessonish, S extends Sectionish<L>>(
  sections: readonly S[],
  lessonId: string,
  isCompleted: boolean,
): S[] {
  return sections.map((section) =>
    section.lessons.some((l) => l.id === lessonId)
      ? { ...section, lessons: section.lessons.map((l) => (l.id === lessonId ? { ...l, isCompleted } : l)) }
      : section,
  );
}

/** Appends a further page of sections, skipping any already shown (a page may shift after an import). */
export function appendSections<S extends { id: string }>(shown: readonly S[], page: readonly S[]): S[] {
  const seen = new Set(shown.map((s) => s.id));
  return [...shown, ...page.filter((s) => !seen.has(s.id))];
}
