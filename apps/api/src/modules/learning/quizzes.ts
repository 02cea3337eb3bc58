import { getQuiz, reviewAnswers, submitQuiz } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { QuizRef, QuizReviewRef, QuizSubmissionRef } from './quiz-type';

const QuizChoiceInput = builder.inputType('QuizChoiceInput', {
  fields: (t) => ({
    questionId: t.string(),
    answerIds: t.stringList({
      description: 'One id for a single-answer question',
    }),
  }),
});

const SubmitQuizInput = builder.inputType('SubmitQuizInput', {
  fields: (t) => ({
    lessonId: t.string(),
    answers: t.field({
      type: [QuizChoiceInput],
      description: 'Questions left out count as wrong',
    }),
  }),
});

builder.queryField('getQuiz', (t) =>
  t.field({
    type: envelopeOf('QuizResponse', QuizRef),
    description: "A quiz lesson's questions and answers (never which are correct) and the viewer's attempts",
    args: { lessonId: t.arg.string() },
    resolve: (_r, args, ctx) => respond(ctx, () => getQuiz(ctx.deps, ctx.caller, args)),
  }),
);

builder.mutationField('submitQuiz', (t) =>
  t.field({
    type: envelopeOf('QuizSubmissionResponse', QuizSubmissionRef),
    description: 'Enrolled learners only. Grades an attempt; QUIZ_ATTEMPTS_EXHAUSTED when none is left',
    args: { input: t.arg({ type: SubmitQuizInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => submitQuiz(ctx.deps, ctx.caller, args.input)),
  }),
);

builder.queryField('reviewAnswers', (t) =>
  t.field({
    type: envelopeOf('QuizReviewResponse', QuizReviewRef),
    description: "The viewer's own attempt question by question; correctness only when the quiz shows correct answers",
    args: { userAttemptId: t.arg.string() },
    resolve: (_r, args, ctx) => respond(ctx, () => reviewAnswers(ctx.deps, ctx.caller, args)),
  }),
);
