import type { SyllabusLessonRow, SyllabusSectionRow } from '@manara/db';
import { groupBy } from '../catalog/index';
import { isLessonAvailable } from './is-lesson-available';

/** A lesson in the learner's syllabus: outline fields and the learner's state, never content. */
export interface LessonSummary {
  id: string;
  sectionId: string;
  enTitle: string;
  arTitle: string;
  type: SyllabusLessonRow['type'];
  order: number;
  isPreview: boolean;
  durationSeconds: number;
  liveSessionStartAt: Date | null;
  liveSessionEndAt: Date | null;
  isCompleted: boolean;
  isAvailable: boolean;
}

export interface LearningSection {
  id: string;
  enTitle: string;
  arTitle: string;
  order: number;
  lessonsCount: number;
  videosCount: number;
  articlesCount: number;
  learningTimeInMinutes: number;
  lessons: LessonSummary[];
}

export interface LearnerState {
  isEnrolled: boolean;
  completed: ReadonlySet<string>;
}

export function toLessonSummary(row: SyllabusLessonRow, state: LearnerState): LessonSummary {
  const { sortOrder, ...rest } = row;
  return {
    ...rest,
    order: sortOrder,
    isCompleted: state.completed.has(row.id),
    isAvailable: isLessonAvailable(row, state.isEnrolled),
  };
}

/** Sections (in the given order) with their lessons and the learner's state on each. */
export function toLearningSections(
  sections: SyllabusSectionRow[],
  lessons: SyllabusLessonRow[],
  state: LearnerState,
): LearningSection[] {
  const grouped = groupBy(
    sections.map((s) => s.id),
    lessons,
    (lesson) => lesson.sectionId,
    (lesson) => toLessonSummary(lesson, state),
  );
  return sections.map((section, i) => {
    const items = grouped[i]!;
    return {
      id: section.id,
      enTitle: section.enTitle,
      arTitle: section.arTitle,
      order: section.sortOrder,
      lessonsCount: items.length,
      videosCount: items.filter((l) => l.type === 'VIDEO').length,
      articlesCount: items.filter((l) => l.type === 'ARTICLE').length,
      learningTimeInMinutes: Math.ceil(items.reduce((sum, l) => sum + l.durationSeconds, 0) / 60),
      lessons: items,
    };
  });
}

/** Lessons in reading order: by their section's position in `sections`, then by lesson order. */
export function inReadingOrder(sections: SyllabusSectionRow[], lessons: SyllabusLessonRow[]): SyllabusLessonRow[] {
  const rank = new Map(sections.map((s, i) => [s.id, i]));
  return [...lessons].sort(
    (a, b) => (rank.get(a.sectionId) ?? 0) - (rank.get(b.sectionId) ?? 0) || a.sortOrder - b.sortOrder,
  );
}
