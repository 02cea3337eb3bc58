import { z } from 'zod';
import { paginateSchema } from '../catalog/index';

/** Ids arrive as text; a malformed one is simply not found (no hint), see `requireUuid`. */
const idText = z.string({ message: 'required' }).trim().min(1).max(200);

export const lessonIdSchema = z.object({ lessonId: idText });
export const courseIdSchema = z.object({ courseId: idText });
export const coursePageSchema = z.object({
  courseId: idText,
  paginate: paginateSchema,
});
export const myProgramsSchema = z.object({ paginate: paginateSchema });
export const attemptIdSchema = z.object({ userAttemptId: idText });

/** Longest position accepted: the longest lesson the content importer allows (24 hours). */
export const MAX_POSITION_SECONDS = 24 * 3600;

export const lessonPositionSchema = z.object({
  lessonId: idText,
  positionSeconds: z
    .number({ message: 'required' })
    .refine((v) => Number.isFinite(v) && v >= 0 && v <= MAX_POSITION_SECONDS, {
      message: 'invalid',
    })
    .transform((v) => Math.floor(v)),
});

export const submitQuizSchema = z.object({
  lessonId: idText,
  answers: z
    .array(
      z.object({
        questionId: idText,
        answerIds: z.preprocess((v) => (v === null ? [] : v), z.array(idText).max(20)),
      }),
    )
    .max(100),
});
