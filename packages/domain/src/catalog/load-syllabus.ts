import { listSyllabus, type SyllabusLessonRow } from '@manara/db';
import type { DomainDeps } from '../deps';
import { groupBy } from './align';

export type LessonPreview = Omit<SyllabusLessonRow, 'sectionId' | 'sortOrder'> & { order: number };

export interface SyllabusSection {
  id: string;
  enTitle: string;
  arTitle: string;
  order: number;
  lessonsCount: number;
  videosCount: number;
  articlesCount: number;
  /** Sum of the lessons' durations, rounded up to whole minutes. */
  learningTimeInMinutes: number;
  lessons: LessonPreview[];
}

/**
 * The syllabus preview of many programs: sections with lesson titles, types, durations and
 * preview flags (no content, video ids or live links), for a request's loader.
 */
export async function loadSyllabus(deps: DomainDeps, programIds: readonly string[]): Promise<SyllabusSection[][]> {
  const { sections, lessons } = await listSyllabus(deps.db, programIds);
  const lessonsBySection = groupBy(
    sections.map((s) => s.id),
    lessons,
    (lesson) => lesson.sectionId,
    ({ sectionId: _s, sortOrder, ...lesson }): LessonPreview => ({ ...lesson, order: sortOrder }),
  );
  const views = sections.map((section, index): SyllabusSection & { programId: string } => {
    const items = lessonsBySection[index]!;
    const seconds = items.reduce((sum, lesson) => sum + lesson.durationSeconds, 0);
    return {
      id: section.id,
      programId: section.programId,
      enTitle: section.enTitle,
      arTitle: section.arTitle,
      order: section.sortOrder,
      lessonsCount: items.length,
      videosCount: items.filter((l) => l.type === 'VIDEO').length,
      articlesCount: items.filter((l) => l.type === 'ARTICLE').length,
      learningTimeInMinutes: Math.ceil(seconds / 60),
      lessons: items,
    };
  });
  return groupBy(
    programIds,
    views,
    (view) => view.programId,
    ({ programId: _p, ...view }) => view,
  );
}
