import type { LearningSection, LessonSummary, LessonView, NeighbourLesson, ResourceView } from '@manara/domain';
import { builder } from '../../builder';
import { LessonTypeEnum } from '../catalog/enums';
import { inLocale } from '../catalog/localized';
import { LiveSessionStateEnum } from './enums';
import { QuizAttemptRef } from './quiz-type';
import { titledFields } from './titled';

export const LessonSummaryRef = builder.objectRef<LessonSummary>('LearningLesson').implement({
  description: "A lesson in the learner's syllabus: outline and the learner's state, never content",
  fields: (t) => ({
    id: t.exposeID('id'),
    sectionId: t.exposeID('sectionId'),
    ...titledFields(t),
    type: t.expose('type', { type: LessonTypeEnum }),
    order: t.exposeInt('order'),
    isPreview: t.exposeBoolean('isPreview'),
    duration: t.exposeInt('durationSeconds', { description: 'seconds' }),
    liveSessionStartAt: t.expose('liveSessionStartAt', {
      type: 'DateTime',
      nullable: true,
    }),
    liveSessionEndAt: t.expose('liveSessionEndAt', {
      type: 'DateTime',
      nullable: true,
    }),
    isCompleted: t.exposeBoolean('isCompleted'),
    isAvailable: t.exposeBoolean('isAvailable', {
      description: 'Enrolled learners: every lesson; others: preview lessons only',
    }),
  }),
});

export const LearningSectionRef = builder.objectRef<LearningSection>('LearningSection').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    ...titledFields(t),
    order: t.exposeInt('order'),
    lessonsCount: t.exposeInt('lessonsCount'),
    videosCount: t.exposeInt('videosCount'),
    articlesCount: t.exposeInt('articlesCount'),
    learningTimeInMinutes: t.exposeInt('learningTimeInMinutes'),
    lessons: t.field({ type: [LessonSummaryRef], resolve: (s) => s.lessons }),
  }),
});

const ResourceRef = builder.objectRef<ResourceView>('LessonResource').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    ...titledFields(t),
    type: t.exposeString('type', {
      description: 'PDF, LINK, FILE, IMAGE or SPREADSHEET',
    }),
    url: t.exposeString('url'),
    downloadUrl: t.exposeString('downloadUrl'),
  }),
});

const NeighbourLessonRef = builder.objectRef<NeighbourLesson>('NeighbourLesson').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    ...titledFields(t),
    type: t.expose('type', { type: LessonTypeEnum }),
    isPreview: t.exposeBoolean('isPreview'),
    isAvailable: t.exposeBoolean('isAvailable'),
  }),
});

const LessonSectionRef = builder.objectRef<LessonView['section']>('LessonSection').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    ...titledFields(t),
    order: t.exposeInt('order'),
  }),
});

/** docs/product/learning.md Lesson, for those who may see its content. */
export const LessonRef = builder.objectRef<LessonView>('Lesson').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    programId: t.exposeID('programId'),
    section: t.field({ type: LessonSectionRef, resolve: (l) => l.section }),
    ...titledFields(t),
    type: t.expose('type', { type: LessonTypeEnum }),
    isPreview: t.exposeBoolean('isPreview'),
    isCompleted: t.exposeBoolean('isCompleted'),
    isAvailable: t.exposeBoolean('isAvailable'),
    order: t.exposeInt('order'),
    videoId: t.exposeString('videoId', { nullable: true }),
    videoUrl: t.string({
      nullable: true,
      description: 'Always null: the player asks getBunnyViewVideoCredentials for a short-lived URL',
      resolve: () => null,
    }),
    content: t.string({
      resolve: (l, _a, ctx) => inLocale(ctx, l.arContent, l.enContent),
    }),
    enContent: t.exposeString('enContent'),
    arContent: t.exposeString('arContent'),
    overview: t.string({
      resolve: (l, _a, ctx) => inLocale(ctx, l.arOverview, l.enOverview),
    }),
    enOverview: t.exposeString('enOverview'),
    arOverview: t.exposeString('arOverview'),
    liveSessionStartAt: t.expose('liveSessionStartAt', {
      type: 'DateTime',
      nullable: true,
    }),
    liveSessionEndAt: t.expose('liveSessionEndAt', {
      type: 'DateTime',
      nullable: true,
    }),
    liveSessionState: t.expose('liveSessionState', {
      type: LiveSessionStateEnum,
    }),
    liveSessionUrl: t.exposeString('liveSessionUrl', {
      nullable: true,
      description: 'Only while the session is OPEN',
    }),
    passingGrade: t.exposeInt('passingGrade', { nullable: true }),
    canReSubmit: t.exposeBoolean('canReSubmit'),
    maxAttempts: t.exposeInt('maxAttempts', { nullable: true }),
    availableAttemptsForUser: t.exposeInt('availableAttemptsForUser', {
      nullable: true,
      description: 'Attempts left; null: unlimited',
    }),
    isPassed: t.exposeBoolean('isPassed'),
    numberOfQuestions: t.exposeInt('numberOfQuestions'),
    showCorrectAnswers: t.exposeBoolean('showCorrectAnswers'),
    duration: t.exposeInt('durationSeconds', { description: 'seconds' }),
    userLastAttempt: t.field({
      type: QuizAttemptRef,
      nullable: true,
      resolve: (l) => l.userLastAttempt,
    }),
    resumePositionSeconds: t.exposeInt('resumePositionSeconds', {
      nullable: true,
      description: 'Where the player was last (signed-in viewers)',
    }),
    resources: t.field({ type: [ResourceRef], resolve: (l) => l.resources }),
    previousLesson: t.field({
      type: NeighbourLessonRef,
      nullable: true,
      resolve: (l) => l.previousLesson,
    }),
    nextLesson: t.field({
      type: NeighbourLessonRef,
      nullable: true,
      resolve: (l) => l.nextLesson,
    }),
  }),
});
