import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

const AttemptFields = graphql(`
  fragment AttemptFields on QuizAttempt {
    id attemptNumber score isPassed numberOfCorrectAnswers numberOfWrongAnswers submittedAt
  }
`);

/** The quiz with its questions (never which answers are right) and the viewer's attempts. */
export const quizQuery = graphql(
  `
  query getQuiz($lessonId: String) {
    getQuiz(lessonId: $lessonId) {
      ...EnvelopeFields
      data {
        lessonId title passingGrade numberOfQuestions canReSubmit maxAttempts attemptsUsed
        availableAttemptsForUser isPassed showCorrectAnswers
        questions { id title isMultipleAnswers order answers { id title order } }
        userLastAttempt { ...AttemptFields }
      }
    }
  }
`,
  [EnvelopeFields, AttemptFields],
);

export const submitQuizMutation = graphql(
  `
  mutation submitQuiz($input: SubmitQuizInput) {
    submitQuiz(input: $input) {
      ...EnvelopeFields
      data {
        id attemptNumber score isPassed numberOfCorrectAnswers numberOfWrongAnswers submittedAt
        availableAttemptsForUser isLessonCompleted
      }
    }
  }
`,
  [EnvelopeFields],
);

export const reviewAnswersQuery = graphql(
  `
  query reviewAnswers($userAttemptId: String) {
    reviewAnswers(userAttemptId: $userAttemptId) {
      ...EnvelopeFields
      data {
        showCorrectAnswers
        attempt { ...AttemptFields }
        questions { id title order isMultipleAnswers isCorrect explanation answers { id title order isSelected isCorrect } }
      }
    }
  }
`,
  [EnvelopeFields, AttemptFields],
);

export type QuizData = NonNullable<ResultOf<typeof quizQuery>['getQuiz']['data']>;
export type QuizQuestionData = QuizData['questions'][number];
export type ReviewData = NonNullable<ResultOf<typeof reviewAnswersQuery>['reviewAnswers']['data']>;
