import type {
  QuizAnswerView,
  QuizAttemptView,
  QuizQuestionView,
  QuizReviewView,
  QuizSubmissionView,
  QuizUserAnswer,
  QuizView,
  ReviewAnswerView,
  ReviewQuestionView,
} from '@manara/domain';
import { builder, type Types } from '../../builder';
import { inLocale } from '../catalog/localized';
import { titledFields } from './titled';

const QuizUserAnswerRef = builder.objectRef<QuizUserAnswer>('QuizUserAnswer').implement({
  fields: (t) => ({
    questionId: t.exposeID('questionId'),
    answerIds: t.exposeIDList('answerIds'),
  }),
});

/** Fields of an attempt, shared by the attempt itself and the submission result. */
function attemptFields<T extends QuizAttemptView>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>) {
  return {
    id: t.id({ resolve: (a) => a.id }),
    lessonId: t.id({ resolve: (a) => a.lessonId }),
    attemptNumber: t.int({ resolve: (a) => a.attemptNumber }),
    score: t.int({
      description: 'Whole percent of questions answered exactly right',
      resolve: (a) => a.score,
    }),
    isPassed: t.boolean({ resolve: (a) => a.isPassed }),
    numberOfCorrectAnswers: t.int({ resolve: (a) => a.numberOfCorrectAnswers }),
    numberOfWrongAnswers: t.int({ resolve: (a) => a.numberOfWrongAnswers }),
    submittedAt: t.field({ type: 'DateTime', resolve: (a) => a.submittedAt }),
    userAnswers: t.field({
      type: [QuizUserAnswerRef],
      resolve: (a) => a.userAnswers,
    }),
  };
}

export const QuizAttemptRef = builder.objectRef<QuizAttemptView>('QuizAttempt').implement({
  description: "A learner's submitted attempt (never the correct answers)",
  fields: (t) => attemptFields(t),
});

export const QuizSubmissionRef = builder.objectRef<QuizSubmissionView>('QuizSubmission').implement({
  fields: (t) => ({
    ...attemptFields(t),
    availableAttemptsForUser: t.exposeInt('availableAttemptsForUser', {
      nullable: true,
      description: 'Attempts left; null: unlimited',
    }),
    isLessonCompleted: t.exposeBoolean('isLessonCompleted'),
  }),
});

const QuizAnswerRef = builder.objectRef<QuizAnswerView>('QuizAnswer').implement({
  description: 'An answer to choose; whether it is correct never leaves the server here',
  fields: (t) => ({
    id: t.exposeID('id'),
    ...titledFields(t),
    order: t.exposeInt('order'),
  }),
});

const QuizQuestionRef = builder.objectRef<QuizQuestionView>('QuizQuestion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    ...titledFields(t),
    isMultipleAnswers: t.exposeBoolean('isMultipleAnswers'),
    order: t.exposeInt('order'),
    answers: t.field({ type: [QuizAnswerRef], resolve: (q) => q.answers }),
  }),
});

export const QuizRef = builder.objectRef<QuizView>('Quiz').implement({
  fields: (t) => ({
    lessonId: t.exposeID('lessonId'),
    ...titledFields(t),
    passingGrade: t.exposeInt('passingGrade', { description: 'Whole percent' }),
    canReSubmit: t.exposeBoolean('canReSubmit'),
    maxAttempts: t.exposeInt('maxAttempts', { nullable: true }),
    attemptsUsed: t.exposeInt('attemptsUsed'),
    availableAttemptsForUser: t.exposeInt('availableAttemptsForUser', {
      nullable: true,
      description: 'Attempts left; null: unlimited',
    }),
    isPassed: t.exposeBoolean('isPassed'),
    showCorrectAnswers: t.exposeBoolean('showCorrectAnswers'),
    numberOfQuestions: t.exposeInt('numberOfQuestions'),
    userLastAttempt: t.field({
      type: QuizAttemptRef,
      nullable: true,
      resolve: (q) => q.userLastAttempt,
    }),
    questions: t.field({
      type: [QuizQuestionRef],
      resolve: (q) => q.questions,
    }),
  }),
});

const ReviewAnswerRef = builder.objectRef<ReviewAnswerView>('QuizReviewAnswer').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    ...titledFields(t),
    order: t.exposeInt('order'),
    isSelected: t.exposeBoolean('isSelected'),
    isCorrect: t.exposeBoolean('isCorrect', {
      nullable: true,
      description: 'null when the quiz does not show correct answers',
    }),
  }),
});

const ReviewQuestionRef = builder.objectRef<ReviewQuestionView>('QuizReviewQuestion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    ...titledFields(t),
    isMultipleAnswers: t.exposeBoolean('isMultipleAnswers'),
    order: t.exposeInt('order'),
    isCorrect: t.exposeBoolean('isCorrect', {
      nullable: true,
      description: 'null when the quiz does not show correct answers',
    }),
    explanation: t.string({
      nullable: true,
      description:
        "Why the right answers are right, in the request's language; null when the quiz does not show them or has none",
      resolve: (q, _a, ctx) =>
        q.arExplanation?.trim() || q.enExplanation?.trim() ? inLocale(ctx, q.arExplanation, q.enExplanation) : null,
    }),
    answers: t.field({ type: [ReviewAnswerRef], resolve: (q) => q.answers }),
  }),
});

export const QuizReviewRef = builder.objectRef<QuizReviewView>('QuizReview').implement({
  fields: (t) => ({
    attempt: t.field({ type: QuizAttemptRef, resolve: (r) => r.attempt }),
    showCorrectAnswers: t.exposeBoolean('showCorrectAnswers'),
    questions: t.field({
      type: [ReviewQuestionRef],
      resolve: (r) => r.questions,
    }),
  }),
});
