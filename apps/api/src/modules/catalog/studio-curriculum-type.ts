import type {
  StudioCurriculum,
  StudioDiplomaPartView,
  StudioProgramView,
  StudioLessonView,
  StudioQuizOptionView,
  StudioQuizQuestionView,
  StudioResourceView,
  StudioSectionView,
} from '@manara/domain';
import { builder } from '../../builder';
import { LessonTypeEnum, ProgramTypeEnum, PublicationStatusEnum } from './enums';
import { inLocale } from './localized';
import { MissingForPublishRef, StudioProgramRef } from './studio-program-type';

const StudioQuizOptionRef = builder.objectRef<StudioQuizOptionView>('StudioQuizOption').implement({
  description: 'A quiz option as its authors see it (whether it is correct never reaches learners before they submit)',
  fields: (t) => ({
    id: t.exposeID('id'),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    isCorrect: t.exposeBoolean('isCorrect'),
  }),
});

const StudioQuizQuestionRef = builder.objectRef<StudioQuizQuestionView>('StudioQuizQuestion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    title: t.string({ resolve: (q, _a, ctx) => inLocale(ctx, q.arTitle, q.enTitle) }),
    isMultipleAnswers: t.exposeBoolean('isMultipleAnswers'),
    arExplanation: t.exposeString('arExplanation'),
    enExplanation: t.exposeString('enExplanation'),
    options: t.field({ type: [StudioQuizOptionRef], resolve: (q) => q.options }),
  }),
});

const StudioResourceRef = builder.objectRef<StudioResourceView>('StudioLessonResource').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    type: t.exposeString('type', { description: 'PDF, IMAGE, FILE or LINK' }),
    url: t.exposeString('url', { description: "An uploaded file's key (served at /media/<key>) or an http(s) link" }),
  }),
});

const StudioLessonRef = builder.objectRef<StudioLessonView>('StudioLesson').implement({
  description: 'A lesson as its editors see it, with the content of its type',
  fields: (t) => ({
    id: t.exposeID('id'),
    sectionId: t.exposeID('sectionId'),
    type: t.expose('type', { type: LessonTypeEnum }),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    title: t.string({ resolve: (l, _a, ctx) => inLocale(ctx, l.arTitle, l.enTitle) }),
    isPreview: t.exposeBoolean('isPreview', { description: 'Anyone may open it, enrolled or not' }),
    videoId: t.exposeString('videoId', {
      nullable: true,
      description: 'Video lessons: an uploaded file key or a video id',
    }),
    durationSeconds: t.exposeInt('durationSeconds'),
    arContent: t.exposeString('arContent', { description: 'Articles: sanitised HTML' }),
    enContent: t.exposeString('enContent', { description: 'Articles: sanitised HTML' }),
    liveSessionStartAt: t.expose('liveSessionStartAt', { type: 'DateTime', nullable: true }),
    liveSessionEndAt: t.expose('liveSessionEndAt', { type: 'DateTime', nullable: true }),
    liveSessionUrl: t.exposeString('liveSessionUrl', { nullable: true }),
    passingGrade: t.exposeInt('passingGrade', { nullable: true, description: 'Quizzes: the pass mark, 1–100' }),
    maxAttempts: t.exposeInt('maxAttempts', {
      nullable: true,
      description: 'Quizzes: attempts allowed; null: unlimited',
    }),
    questions: t.field({
      type: [StudioQuizQuestionRef],
      description: 'Quizzes: the questions in order, with their options',
      resolve: (l) => l.questions,
    }),
    resources: t.field({
      type: [StudioResourceRef],
      description: 'Downloadable resources learners see under the lesson',
      resolve: (l) => l.resources,
    }),
  }),
});

const StudioSectionRef = builder.objectRef<StudioSectionView>('StudioSection').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    title: t.string({ resolve: (s, _a, ctx) => inLocale(ctx, s.arTitle, s.enTitle) }),
    lessons: t.field({ type: [StudioLessonRef], resolve: (s) => s.lessons }),
  }),
});

const StudioDiplomaPartRef = builder.objectRef<StudioDiplomaPartView>('StudioDiplomaPart').implement({
  description: 'A program inside a diploma as its editors see it, in any status',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.expose('type', { type: ProgramTypeEnum }),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    title: t.string({ resolve: (p, _a, ctx) => inLocale(ctx, p.arTitle, p.enTitle) }),
    slug: t.exposeString('slug'),
    publicationStatus: t.expose('publicationStatus', { type: PublicationStatusEnum }),
    originalPrice: t.exposeFloat('originalPrice', { description: 'EGP, VAT excluded' }),
    priceAfterDiscount: t.exposeFloat('priceAfterDiscount', { nullable: true, description: 'EGP; null: no discount' }),
  }),
});

export const DiplomaCandidatesRef = builder.objectRef<{ items: StudioProgramView[] }>('DiplomaCandidates').implement({
  fields: (t) => ({ items: t.field({ type: [StudioProgramRef], resolve: (c) => c.items }) }),
});

/** A program's curriculum for its editors; every curriculum write answers it with the program's new version. */
export const StudioCurriculumRef = builder.objectRef<StudioCurriculum>('StudioCurriculum').implement({
  description: 'A program, its publishing checklist, and its sections and lessons in order',
  fields: (t) => ({
    program: t.field({ type: StudioProgramRef, resolve: (c) => c }),
    missingForPublish: t.field({ type: [MissingForPublishRef], resolve: (c) => c.missingForPublish }),
    sections: t.field({ type: [StudioSectionRef], resolve: (c) => c.sections }),
    diplomaPrograms: t.field({
      type: [StudioDiplomaPartRef],
      description: "A diploma's programs in order; empty for a course or workshop",
      resolve: (c) => c.diplomaPrograms,
    }),
    partsPrice: t.exposeFloat('partsPrice', {
      description: "EGP: the diploma's published programs' prices alone, added up",
    }),
  }),
});
