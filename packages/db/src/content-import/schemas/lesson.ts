import { z } from 'zod';
import { html, isoDate, optionalText, slug, text, url } from './common';

const resourceSchema = z.strictObject({
  enTitle: text(200),
  arTitle: text(200),
  type: z.enum(['PDF', 'LINK', 'FILE', 'IMAGE', 'SPREADSHEET']),
  url,
});

const answerSchema = z.strictObject({
  enTitle: text(500),
  arTitle: text(500),
  isCorrect: z.boolean().default(false),
});

export const questionSchema = z
  .strictObject({
    enTitle: text(1000),
    arTitle: text(1000),
    isMultipleAnswers: z.boolean().default(false),
    /** Why the right answers are right, shown with them after an attempt (decision 0046). */
    enExplanation: optionalText(2000),
    arExplanation: optionalText(2000),
    answers: z.array(answerSchema).min(2, 'A question needs at least 2 answers').max(10),
  })
  .superRefine((q, ctx) => {
    const correct = q.answers.filter((a) => a.isCorrect).length;
    if (correct === 0)
      ctx.addIssue({ code: 'custom', path: ['answers'], message: 'At least one answer must be correct' });
    else if (!q.isMultipleAnswers && correct > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['answers'],
        message: 'A single-answer question needs exactly one correct answer',
      });
  });

const common = {
  /** Optional stable key; keeps the lesson's id when lessons are reordered. */
  key: slug.optional(),
  enTitle: text(200),
  arTitle: text(200),
  isPreview: z.boolean().default(false),
  durationSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .default(0),
  enOverview: optionalText(2000),
  arOverview: optionalText(2000),
  resources: z.array(resourceSchema).max(20).default([]),
};

const videoLesson = z.strictObject({
  ...common,
  type: z.literal('VIDEO'),
  videoId: text(200),
  durationSeconds: z
    .number()
    .int()
    .min(1)
    .max(24 * 3600),
});

const articleLesson = z.strictObject({
  ...common,
  type: z.literal('ARTICLE'),
  enContent: html(50_000),
  arContent: html(50_000),
});

/**
 * Live session: absolute `startAt`/`endAt`; or a day and Cairo wall time relative to the import
 * day; or `startsInMinutes` from the import moment (demo sessions that are open or about to start).
 */
const liveLesson = z
  .strictObject({
    ...common,
    type: z.literal('LIVE_SESSION'),
    startAt: isoDate.optional(),
    endAt: isoDate.optional(),
    startsInDays: z.number().int().min(-3650).max(3650).optional(),
    startsAtCairo: z
      .string()
      .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Must be HH:MM (24-hour)')
      .optional(),
    startsInMinutes: z.number().int().min(-525_600).max(525_600).optional(),
    durationMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .optional(),
    liveSessionUrl: url.optional(),
  })
  .superRefine((l, ctx) => {
    const absolute = l.startAt !== undefined || l.endAt !== undefined;
    const byMinutes = l.startsInMinutes !== undefined;
    const relative =
      byMinutes || l.startsInDays !== undefined || l.startsAtCairo !== undefined || l.durationMinutes !== undefined;
    if (absolute && relative) {
      ctx.addIssue({
        code: 'custom',
        path: ['startAt'],
        message: 'Give startAt/endAt or startsInDays/startsAtCairo/durationMinutes, not both',
      });
    } else if (byMinutes && (l.startsInDays !== undefined || l.startsAtCairo !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['startsInMinutes'],
        message: 'Give startsInMinutes or startsInDays/startsAtCairo, not both',
      });
    } else if (relative) {
      const needed = byMinutes
        ? (['durationMinutes'] as const)
        : (['startsInDays', 'startsAtCairo', 'durationMinutes'] as const);
      for (const k of needed) if (l[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: 'Required' });
    } else if (!l.startAt || !l.endAt) {
      ctx.addIssue({ code: 'custom', path: [l.startAt ? 'endAt' : 'startAt'], message: 'Required' });
    } else if (l.startAt >= l.endAt) {
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'Must be after startAt' });
    }
  });

const quizLesson = z.strictObject({
  ...common,
  type: z.literal('QUIZ'),
  passingGrade: z.number().int().min(0).max(100).default(60),
  canReSubmit: z.boolean().default(true),
  maxAttempts: z.number().int().min(1).max(100).optional(),
  showCorrectAnswers: z.boolean().default(true),
  questions: z.array(questionSchema).min(1, 'A quiz needs at least 1 question').max(100),
});

export const lessonSchema = z.discriminatedUnion('type', [videoLesson, articleLesson, liveLesson, quizLesson]);
export type LessonInput = z.infer<typeof lessonSchema>;

export const sectionSchema = z.strictObject({
  key: slug.optional(),
  enTitle: text(200),
  arTitle: text(200),
  lessons: z.array(lessonSchema).min(1, 'A section needs at least 1 lesson').max(100),
});
export type SectionInput = z.infer<typeof sectionSchema>;
