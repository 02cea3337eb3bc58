import {
  countPublishContents,
  listStudioDiplomaParts,
  listStudioLessons,
  listStudioQuizAnswers,
  listStudioQuizQuestions,
  listStudioSections,
  listResourcesOfProgram,
  type DbOrTx,
  type LessonResourceRow,
  type ProgramRow,
  type StudioDiplomaPartRow,
  type StudioLessonRow,
  type StudioQuizAnswerRow,
  type StudioQuizQuestionRow,
} from '@manara/db';
import { effectivePrice, piastresToPounds } from '../catalog/index';
import type { StudioProgramDetail } from './get-studio-program';
import { missingForPublish } from './program-completeness';
import { toStudioProgramView } from './studio-program-view';

/** A quiz option as its authors see it, whether it is correct included. */
export type StudioQuizOptionView = Pick<StudioQuizAnswerRow, 'id' | 'arTitle' | 'enTitle' | 'isCorrect'>;

/** A quiz question as its authors see it, with its options in order. */
export type StudioQuizQuestionView = Pick<
  StudioQuizQuestionRow,
  'id' | 'lessonId' | 'arTitle' | 'enTitle' | 'isMultipleAnswers' | 'arExplanation' | 'enExplanation'
> & { options: StudioQuizOptionView[] };

/** A lesson as its editor sees it: the fields of every authored type, a quiz's questions included. */
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
  | 'passingGrade'
  | 'maxAttempts'
> & { questions: StudioQuizQuestionView[]; resources: StudioResourceView[] };

/** A lesson's downloadable resource as its editors see it. */
export type StudioResourceView = Pick<LessonResourceRow, 'id' | 'arTitle' | 'enTitle' | 'type' | 'url'>;

export interface StudioSectionView {
  id: string;
  arTitle: string;
  enTitle: string;
  sortOrder: number;
  lessons: StudioLessonView[];
}

/** A program inside a diploma as its editors see it, in any status; prices in EGP. */
export interface StudioDiplomaPartView extends Omit<StudioDiplomaPartRow, 'originalPrice' | 'priceAfterDiscount'> {
  originalPrice: number;
  priceAfterDiscount: number | null;
}

/** A program with its checklist and its curriculum; every curriculum write answers it, with the new version. */
export interface StudioCurriculum extends StudioProgramDetail {
  sections: StudioSectionView[];
  /** A diploma's programs in order (empty for a course or workshop). */
  diplomaPrograms: StudioDiplomaPartView[];
  /** EGP: what the diploma's published programs sell at alone now (their discount windows), added up (decision 0040's parts). */
  partsPrice: number;
}

function toPartViews(parts: StudioDiplomaPartRow[], now: Date) {
  const views = parts.map((part): StudioDiplomaPartView => ({
    ...part,
    originalPrice: piastresToPounds(part.originalPrice),
    priceAfterDiscount: part.priceAfterDiscount === null ? null : piastresToPounds(part.priceAfterDiscount),
  }));
  const partsPiastres = parts
    .filter((part) => part.publicationStatus === 'PUBLISHED')
    .reduce((sum, part) => sum + effectivePrice(part, now).pricePiastres, 0);
  return { diplomaPrograms: views, partsPrice: piastresToPounds(partsPiastres) };
}

function toQuestionViews(questions: StudioQuizQuestionRow[], answers: StudioQuizAnswerRow[]) {
  return questions.map((q): StudioQuizQuestionView => ({
    id: q.id,
    lessonId: q.lessonId,
    arTitle: q.arTitle,
    enTitle: q.enTitle,
    isMultipleAnswers: q.isMultipleAnswers,
    arExplanation: q.arExplanation,
    enExplanation: q.enExplanation,
    options: answers
      .filter((a) => a.questionId === q.id)
      .map((a) => ({ id: a.id, arTitle: a.arTitle, enTitle: a.enTitle, isCorrect: a.isCorrect })),
  }));
}

const toLessonView = (
  row: StudioLessonRow,
  questions: StudioQuizQuestionView[],
  resources: LessonResourceRow[],
): StudioLessonView => ({
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
  passingGrade: row.passingGrade,
  maxAttempts: row.canReSubmit ? row.maxAttempts : 1,
  questions: questions.filter((q) => q.lessonId === row.id),
  resources: resources
    .filter((r) => r.lessonId === row.id)
    .map(({ id, arTitle, enTitle, type, url }) => ({ id, arTitle, enTitle, type, url })),
});

/**
 * Reads a program's sections and lessons, in order, its quizzes' questions and options, a
 * diploma's programs, its lessons' resources, and its publishing checklist (six statements, seven
 * for a diploma, all at once).
 */
export async function loadStudioCurriculum(db: DbOrTx, program: ProgramRow, now: Date): Promise<StudioCurriculum> {
  const [sections, lessons, contents, questionRows, answerRows, resources, parts] = await Promise.all([
    listStudioSections(db, program.id),
    listStudioLessons(db, program.id),
    countPublishContents(db, program.id),
    listStudioQuizQuestions(db, program.id),
    listStudioQuizAnswers(db, program.id),
    listResourcesOfProgram(db, program.id),
    program.type === 'DIPLOMA' ? listStudioDiplomaParts(db, program.id) : [],
  ]);
  const questions = toQuestionViews(questionRows, answerRows);
  return {
    ...toStudioProgramView(program),
    missingForPublish: missingForPublish(program, contents),
    ...toPartViews(parts, now),
    sections: sections.map((section) => ({
      id: section.id,
      arTitle: section.arTitle,
      enTitle: section.enTitle,
      sortOrder: section.sortOrder,
      lessons: lessons
        .filter((lesson) => lesson.sectionId === section.id)
        .map((lesson) => toLessonView(lesson, questions, resources)),
    })),
  };
}
