import {
  countPublishContents,
  listStudioLessons,
  listStudioSections,
  type DbOrTx,
  type ProgramRow,
  type StudioLessonRow,
} from '@manara/db';
import type { StudioProgramDetail } from './get-studio-program';
import { missingForPublish } from './program-completeness';
import { toStudioProgramView } from './studio-program-view';

/** A lesson as its editor sees it: the fields of every authored type (quiz settings come later). */
export type StudioLessonView = Pick<
  StudioLessonRow,
  | 'id'
  | 'sectionId'
  | 'type'
  | 'arTitle'
  | 'enTitle'
  | 'sortOrder'
  | 'isPreview'
  | 'videoId'
  | 'durationSeconds'
  | 'arContent'
  | 'enContent'
  | 'liveSessionStartAt'
  | 'liveSessionEndAt'
  | 'liveSessionUrl'
>;

export interface StudioSectionView {
  id: string;
  arTitle: string;
  enTitle: string;
  sortOrder: number;
  lessons: StudioLessonView[];
}

/** A program with its checklist and its curriculum; every curriculum write answers it, with the new version. */
export interface StudioCurriculum extends StudioProgramDetail {
  sections: StudioSectionView[];
}

const toLessonView = (row: StudioLessonRow): StudioLessonView => ({
  id: row.id,
  sectionId: row.sectionId,
  type: row.type,
  arTitle: row.arTitle,
  enTitle: row.enTitle,
  sortOrder: row.sortOrder,
  isPreview: row.isPreview,
  videoId: row.videoId,
  durationSeconds: row.durationSeconds,
  arContent: row.arContent,
  enContent: row.enContent,
  liveSessionStartAt: row.liveSessionStartAt,
  liveSessionEndAt: row.liveSessionEndAt,
  liveSessionUrl: row.liveSessionUrl,
});

/** Reads a program's sections and lessons, in order, with its publishing checklist (three statements). */
export async function loadStudioCurriculum(db: DbOrTx, program: ProgramRow): Promise<StudioCurriculum> {
  const [sections, lessons, contents] = await Promise.all([
    listStudioSections(db, program.id),
    listStudioLessons(db, program.id),
    countPublishContents(db, program.id),
  ]);
  return {
    ...toStudioProgramView(program),
    missingForPublish: missingForPublish(program, contents),
    sections: sections.map((section) => ({
      id: section.id,
      arTitle: section.arTitle,
      enTitle: section.enTitle,
      sortOrder: section.sortOrder,
      lessons: lessons.filter((lesson) => lesson.sectionId === section.id).map(toLessonView),
    })),
  };
}
