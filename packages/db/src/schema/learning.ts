import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { lessons, quizAnswers, quizQuestions } from './catalog';
import { id } from './columns';
import { users } from './identity';

// Learning (decision 0012). Progress is computed from completions on read, never
// cached: lesson counts change when content is re-imported, and a cache would drift.

/** One row per lesson a learner marked complete (or passed); toggling off deletes it. */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index('lesson_completions_lesson_idx').on(t.lessonId)],
);

/** Where the player was, per learner and lesson, so any device resumes there. */
export const lessonPositions = pgTable(
  'lesson_positions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    check('lesson_positions_position_check', sql`${t.positionSeconds} >= 0`),
  ],
);

/**
 * A submitted quiz attempt. The unique attempt number per learner and quiz is what keeps two
 * simultaneous submissions from both taking the last allowed attempt.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    attemptNumber: integer('attempt_number').notNull(),
    /** Whole percent 0–100. */
    score: integer('score').notNull(),
    numberOfCorrectAnswers: integer('number_of_correct_answers').notNull(),
    numberOfWrongAnswers: integer('number_of_wrong_answers').notNull(),
    isPassed: boolean('is_passed').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('quiz_attempts_number_unique').on(t.userId, t.lessonId, t.attemptNumber),
    check('quiz_attempts_number_check', sql`${t.attemptNumber} >= 1`),
    check('quiz_attempts_score_check', sql`${t.score} between 0 and 100`),
  ],
);

/** The answers chosen in an attempt (none for a question left unanswered). */
export const quizAttemptAnswers = pgTable(
  'quiz_attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id')
      .notNull()
      .references(() => quizAnswers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.answerId] })],
);
