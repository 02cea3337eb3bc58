// Studio curriculum authoring (decision 0028): thin resolvers over the domain's curriculum
// functions, which decide who may do what and guard each write with the program's version.
import {
  addLesson,
  addLessonResource,
  addSection,
  deleteLesson,
  deleteLessonResource,
  deleteQuizQuestion,
  deleteSection,
  getProgramCurriculum,
  listDiplomaCandidates,
  reorderCurriculum,
  reorderQuizQuestions,
  saveQuizQuestion,
  setDiplomaPrograms,
  updateLesson,
  updateSection,
} from '@manara/domain';
import { builder, type Types } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { callerOf } from '../auth/caller';
import { LessonTypeEnum } from './enums';
import { DiplomaCandidatesRef, StudioCurriculumRef } from './studio-curriculum-type';

const CurriculumResponse = envelopeOf('StudioCurriculumResponse', StudioCurriculumRef);

type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

/** Every curriculum write names the program and the version it was made on. */
const target = (t: InputFields) => ({
  programId: t.id(),
  version: t.int({ description: "The program's version the change was made on; an older one is VERSION_CONFLICT" }),
});

const AddSectionInput = builder.inputType('AddSectionInput', {
  fields: (t) => ({ ...target(t), arTitle: t.string(), enTitle: t.string() }),
});

const SectionChangesInput = builder.inputType('SectionChangesInput', {
  fields: (t) => ({ arTitle: t.string(), enTitle: t.string() }),
});

const UpdateSectionInput = builder.inputType('UpdateSectionInput', {
  fields: (t) => ({ ...target(t), sectionId: t.id(), changes: t.field({ type: SectionChangesInput }) }),
});

const DeleteSectionInput = builder.inputType('DeleteSectionInput', {
  fields: (t) => ({ ...target(t), sectionId: t.id() }),
});

const AddLessonInput = builder.inputType('AddLessonInput', {
  fields: (t) => ({
    ...target(t),
    sectionId: t.id(),
    type: t.field({ type: LessonTypeEnum, description: 'ARTICLE, VIDEO, LIVE_SESSION or QUIZ' }),
    arTitle: t.string(),
    enTitle: t.string(),
  }),
});

const LessonChangesInput = builder.inputType('LessonChangesInput', {
  description: "Only the fields given change, and only those of the lesson's type; null clears a clearable one",
  fields: (t) => ({
    arTitle: t.string(),
    enTitle: t.string(),
    isPreview: t.boolean(),
    arContent: t.string({ description: 'Articles: HTML, sanitised when saved' }),
    enContent: t.string({ description: 'Articles: HTML, sanitised when saved' }),
    videoId: t.string({
      description: 'Videos: the key of your uploaded COURSE_VIDEO file, or a video the program already plays',
    }),
    durationSeconds: t.int({ description: 'Videos' }),
    liveSessionStartAt: t.field({ type: 'DateTime', description: 'Live sessions' }),
    liveSessionEndAt: t.field({ type: 'DateTime', description: 'Live sessions: after the start' }),
    liveSessionUrl: t.string({ description: 'Live sessions: an http(s) join link' }),
    passingGrade: t.int({ description: 'Quizzes: the pass mark, 1–100 percent' }),
    maxAttempts: t.int({ description: 'Quizzes: attempts each learner has, 1–100; null: unlimited' }),
  }),
});

const UpdateLessonInput = builder.inputType('UpdateLessonInput', {
  fields: (t) => ({ ...target(t), lessonId: t.id(), changes: t.field({ type: LessonChangesInput }) }),
});

const DeleteLessonInput = builder.inputType('DeleteLessonInput', {
  fields: (t) => ({ ...target(t), lessonId: t.id() }),
});

const AddLessonResourceInput = builder.inputType('AddLessonResourceInput', {
  fields: (t) => ({
    ...target(t),
    lessonId: t.id(),
    arTitle: t.string(),
    enTitle: t.string(),
    file: t.string({ description: 'The key of a LESSON_RESOURCES file the caller uploaded and published' }),
    link: t.string({ description: 'Or an http(s) link; exactly one of file and link' }),
  }),
});

const DeleteLessonResourceInput = builder.inputType('DeleteLessonResourceInput', {
  fields: (t) => ({ ...target(t), lessonId: t.id(), resourceId: t.id() }),
});

const SectionOrderInput = builder.inputType('SectionOrderInput', {
  fields: (t) => ({ sectionId: t.id(), lessonIds: t.idList({ description: 'Its lessons, in order' }) }),
});

const ReorderCurriculumInput = builder.inputType('ReorderCurriculumInput', {
  fields: (t) => ({
    ...target(t),
    sections: t.field({
      type: [SectionOrderInput],
      description: "Every section in order, each with every lesson it holds: exactly the program's",
    }),
  }),
});

const QuizOptionInput = builder.inputType('QuizOptionInput', {
  fields: (t) => ({
    optionId: t.id({ description: "One of the question's options, kept as it was; absent: a new option" }),
    arTitle: t.string(),
    enTitle: t.string(),
    isCorrect: t.boolean(),
  }),
});

const SaveQuizQuestionInput = builder.inputType('SaveQuizQuestionInput', {
  fields: (t) => ({
    ...target(t),
    lessonId: t.id({ description: 'The quiz lesson' }),
    questionId: t.id({ description: 'The question replaced; absent: a new question after the last' }),
    arTitle: t.string(),
    enTitle: t.string(),
    isMultipleAnswers: t.boolean({ description: 'false: exactly one option is correct; true: at least one' }),
    arExplanation: t.string({ description: 'Shown with the correct answers' }),
    enExplanation: t.string({ description: 'Shown with the correct answers' }),
    options: t.field({ type: [QuizOptionInput], description: 'The options in order, 2 to 10' }),
  }),
});

const DeleteQuizQuestionInput = builder.inputType('DeleteQuizQuestionInput', {
  fields: (t) => ({ ...target(t), questionId: t.id() }),
});

const ReorderQuizQuestionsInput = builder.inputType('ReorderQuizQuestionsInput', {
  fields: (t) => ({
    ...target(t),
    lessonId: t.id(),
    questionIds: t.idList({ description: "Every question of the quiz, in the new order: exactly the quiz's" }),
  }),
});

const SetDiplomaProgramsInput = builder.inputType('SetDiplomaProgramsInput', {
  fields: (t) => ({
    ...target(t),
    programIds: t.idList({
      description: "All the diploma's programs in order: published courses and workshops, each once",
    }),
  }),
});

builder.queryField('studioDiplomaCandidates', (t) =>
  t.field({
    type: envelopeOf('DiplomaCandidatesResponse', DiplomaCandidatesRef),
    description:
      'Studio (administrators, approved lecturers): published courses and workshops a diploma may hold, 20 at most.',
    args: { search: t.arg.string({ description: 'Part of either title, the slug or the code' }) },
    resolve: (_root, args, ctx) => respond(ctx, () => listDiplomaCandidates(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.queryField('studioCurriculum', (t) =>
  t.field({
    type: CurriculumResponse,
    description: "Studio: a program's sections and lessons for its editors; another lecturer's is NOT_FOUND.",
    args: { programId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => getProgramCurriculum(ctx.deps, callerOf(ctx), args)),
  }),
);

/** Each write: its input, its domain function, its success code and who may call it. */
const writes = [
  ['addSection', AddSectionInput, addSection, 'SECTION_ADDED', 'adds a section after the last one.'],
  ['updateSection', UpdateSectionInput, updateSection, 'SECTION_SAVED', 'renames a section.'],
  ['deleteSection', DeleteSectionInput, deleteSection, 'SECTION_DELETED', 'deletes a section with its lessons.'],
  ['addLesson', AddLessonInput, addLesson, 'LESSON_ADDED', 'adds a lesson at the end of a section.'],
  ['updateLesson', UpdateLessonInput, updateLesson, 'LESSON_SAVED', "saves a lesson's titles, flag and content."],
  ['deleteLesson', DeleteLessonInput, deleteLesson, 'LESSON_DELETED', 'deletes a lesson.'],
  [
    'addLessonResource',
    AddLessonResourceInput,
    addLessonResource,
    'LESSON_RESOURCE_ADDED',
    'adds a downloadable file or a link under a lesson.',
  ],
  [
    'deleteLessonResource',
    DeleteLessonResourceInput,
    deleteLessonResource,
    'LESSON_RESOURCE_DELETED',
    "removes one of a lesson's resources.",
  ],
  [
    'reorderCurriculum',
    ReorderCurriculumInput,
    reorderCurriculum,
    'CURRICULUM_REORDERED',
    'puts every section and lesson in a new order (lessons may change section).',
  ],
  [
    'saveQuizQuestion',
    SaveQuizQuestionInput,
    saveQuizQuestion,
    'QUIZ_QUESTION_SAVED',
    'adds a quiz question or replaces one with its options (past attempts keep their scores: decision 0046).',
  ],
  [
    'deleteQuizQuestion',
    DeleteQuizQuestionInput,
    deleteQuizQuestion,
    'QUIZ_QUESTION_DELETED',
    'deletes a quiz question.',
  ],
  [
    'reorderQuizQuestions',
    ReorderQuizQuestionsInput,
    reorderQuizQuestions,
    'QUIZ_QUESTIONS_REORDERED',
    "puts a quiz's questions in a new order.",
  ],
  [
    'setDiplomaPrograms',
    SetDiplomaProgramsInput,
    setDiplomaPrograms,
    'DIPLOMA_PROGRAMS_SAVED',
    "sets a diploma's programs: added, removed and reordered in one save.",
  ],
] as const;

for (const [name, input, run, okCode, what] of writes) {
  builder.mutationField(name, (t) =>
    t.field({
      type: CurriculumResponse,
      description: `Studio, the program's editors (administrators, its lecturer): ${what} Answers the curriculum at the new version.`,
      args: { input: t.arg({ type: input as typeof AddSectionInput }) },
      resolve: (_root, args, ctx) => respond(ctx, () => run(ctx.deps, callerOf(ctx), args.input), okCode),
    }),
  );
}
