import { SLUG_PATTERN } from '@manara/db';
import { z } from 'zod';
import {
  levelField,
  nullToUndefined,
  optional,
  paginateSchema,
  programLanguageField,
  programTypeField,
  uuidField,
} from '../catalog/index';
import { optionalPlainTextField, plainTextField } from '../validation/index';
import { programListField, seoTextField } from './program-page-fields';

export const publicationStatusField = z.enum([
  'DRAFT',
  'IN_REVIEW',
  'SCHEDULED',
  'PUBLISHED',
  'UNPUBLISHED',
  'ARCHIVED',
]);
export const learningTimeUnitField = z.enum(['MINUTES', 'HOURS', 'DAYS', 'WEEKS', 'MONTHS']);

const titleField = plainTextField(200);
const summaryField = optionalPlainTextField(600, { multiline: true });
/** Rich text arrives as HTML and is sanitised before it is stored. */
const aboutField = z.preprocess((v) => v ?? '', z.string().max(50_000));
/** EGP with up to two decimals, stored as piastres. */
const poundsField = z
  .number({ message: 'invalid' })
  .refine((v) => Number.isFinite(v) && v >= 0 && v <= 1_000_000 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: 'invalid',
  })
  .transform((v) => Math.round(v * 100));
const versionField = z.number({ message: 'invalid' }).int().min(1);
const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .max(120)
  .refine((v) => SLUG_PATTERN.test(v), { message: 'slug' });
/** An uploaded, published file's key (a thumbnail, a promo video). */
const mediaKeyField = z.string().trim().min(1).max(300);

/** The most co-lecturers a program names beside its owner (decision 0076). */
export const MAX_CO_LECTURERS = 4;

/**
 * A program's co-lecturers, whole and in order (decision 0076): lecturer ids, each once. That each
 * is an approved lecturer other than the owner is checked against the database (checkCoLecturers).
 */
export const coLecturerIdsField = z
  .array(uuidField.transform((id) => id.toLowerCase()))
  .max(MAX_CO_LECTURERS)
  .superRefine((ids, ctx) =>
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: 'coLecturerDuplicate',
          params: { position: index + 1 },
        });
    }),
  );

export const createProgramSchema = z.object({
  type: programTypeField,
  arTitle: titleField,
  enTitle: titleField,
  /** Administrators choose the lecturer; a lecturer's program is always their own. */
  lecturerId: optional(uuidField),
  coLecturerIds: optional(coLecturerIdsField),
});

/** The fields a studio save may change; absent ones stay as they are. */
export const programChangesSchema = z.object({
  arTitle: optional(titleField),
  enTitle: optional(titleField),
  arSummary: optional(summaryField),
  enSummary: optional(summaryField),
  arAbout: optional(aboutField),
  enAbout: optional(aboutField),
  slug: optional(slugField),
  categoryId: uuidField.nullable().optional(),
  lecturerId: uuidField.nullable().optional(),
  /** The whole new list; [] clears it. */
  coLecturerIds: optional(coLecturerIdsField),
  level: optional(levelField),
  language: optional(programLanguageField),
  learningTime: optional(z.number({ message: 'invalid' }).int().min(0).max(100_000)),
  learningTimeUnit: optional(learningTimeUnitField),
  originalPrice: optional(poundsField),
  priceAfterDiscount: poundsField.nullable().optional(),
  // The discount's window (decision 0072); null opens that edge.
  discountStartsAt: z.coerce.date({ message: 'invalid' }).nullable().optional(),
  discountEndsAt: z.coerce.date({ message: 'invalid' }).nullable().optional(),
  hasCertificate: optional(z.boolean()),
  thumbnail: mediaKeyField.nullable().optional(),
  promoVideo: mediaKeyField.nullable().optional(),
  // The program page's lists and search texts (decision 0071).
  arOutcomes: optional(programListField),
  enOutcomes: optional(programListField),
  arRequirements: optional(programListField),
  enRequirements: optional(programListField),
  arAudience: optional(programListField),
  enAudience: optional(programListField),
  arSeoTitle: seoTextField(70),
  enSeoTitle: seoTextField(70),
  arSeoDescription: seoTextField(170),
  enSeoDescription: seoTextField(170),
});
export type ProgramChanges = z.output<typeof programChangesSchema>;

export const updateProgramSchema = z.object({
  programId: uuidField,
  version: versionField,
  changes: programChangesSchema,
});

export const programTransitionSchema = z.object({
  programId: uuidField,
  version: versionField,
  /** Sending back: what the lecturer should fix. */
  comment: optional(optionalPlainTextField(2000, { multiline: true })),
});

export const publishProgramSchema = z.object({
  programId: uuidField,
  version: versionField,
  /** A later moment publishes then (the job runner); absent or past publishes now. */
  publishAt: optional(z.coerce.date({ message: 'invalid' })),
});

export const studioProgramsSchema = z.object({
  paginate: paginateSchema,
  status: optional(publicationStatusField),
  type: optional(programTypeField),
  search: optional(optionalPlainTextField(100)),
});

export const studioProgramSchema = z.object({ programId: uuidField });

export const auditEntriesSchema = z.preprocess(
  nullToUndefined,
  z.object({
    paginate: paginateSchema,
    entityType: optional(z.enum(['program'])),
    entityId: optional(uuidField),
  }),
);

/** Every curriculum write names the program and the version it was made on (decision 0028). */
const curriculumTarget = { programId: uuidField, version: versionField };

export const addSectionSchema = z.object({ ...curriculumTarget, arTitle: titleField, enTitle: titleField });

export const updateSectionSchema = z.object({
  ...curriculumTarget,
  sectionId: uuidField,
  changes: z.object({ arTitle: optional(titleField), enTitle: optional(titleField) }),
});

export const deleteSectionSchema = z.object({ ...curriculumTarget, sectionId: uuidField });

export const authoredLessonTypeField = z.enum(['ARTICLE', 'VIDEO', 'LIVE_SESSION', 'QUIZ'], { message: 'invalid' });

export const addLessonSchema = z.object({
  ...curriculumTarget,
  sectionId: uuidField,
  type: authoredLessonTypeField,
  arTitle: titleField,
  enTitle: titleField,
});

/** An article's HTML, sanitised before it is stored. */
const lessonContentField = z.preprocess((v) => v ?? '', z.string().max(200_000));
/** An instant (the studio sends Cairo wall time converted); null clears it. */
const instantField = z.coerce.date({ message: 'invalid' }).nullable().optional();
/** An http(s) link; empty clears it. */
const joinUrlField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, message: 'invalid' }))
    .nullable()
    .optional(),
);

/** The fields a lesson save may change; which apply depends on the lesson's type. */
export const lessonChangesSchema = z.object({
  arTitle: optional(titleField),
  enTitle: optional(titleField),
  isPreview: optional(z.boolean()),
  arContent: optional(lessonContentField),
  enContent: optional(lessonContentField),
  /** The key of an uploaded COURSE_VIDEO file of the caller, or a video the program already plays. */
  videoId: mediaKeyField.nullable().optional(),
  durationSeconds: optional(
    z
      .number({ message: 'invalid' })
      .int()
      .min(0)
      .max(24 * 60 * 60),
  ),
  liveSessionStartAt: instantField,
  liveSessionEndAt: instantField,
  liveSessionUrl: joinUrlField,
  /** Quizzes: the pass mark, a whole percent of the questions answered right. */
  passingGrade: optional(z.number({ message: 'invalid' }).int().min(1).max(100)),
  /** Quizzes: how many attempts each learner has; null: as many as they like. */
  maxAttempts: z.number({ message: 'invalid' }).int().min(1).max(100).nullable().optional(),
});
export type LessonChanges = z.output<typeof lessonChangesSchema>;

export const updateLessonSchema = z.object({ ...curriculumTarget, lessonId: uuidField, changes: lessonChangesSchema });

export const deleteLessonSchema = z.object({ ...curriculumTarget, lessonId: uuidField });

/** A downloadable resource: an uploaded LESSON_RESOURCES file of the caller, or an http(s) link — one of the two. */
export const addLessonResourceSchema = z
  .object({
    ...curriculumTarget,
    lessonId: uuidField,
    arTitle: titleField,
    enTitle: titleField,
    file: optional(z.string().trim().max(300)),
    link: joinUrlField,
  })
  .superRefine((value, context) => {
    if (Boolean(value.file) === Boolean(value.link))
      context.addIssue({ code: 'custom', path: [value.file ? 'link' : 'file'], message: 'required' });
  });

export const deleteLessonResourceSchema = z.object({ ...curriculumTarget, lessonId: uuidField, resourceId: uuidField });

/** The whole curriculum in its new order: every section, each with every lesson it should hold. */
export const reorderCurriculumSchema = z.object({
  ...curriculumTarget,
  sections: z.array(z.object({ sectionId: uuidField, lessonIds: z.array(uuidField).max(500) })).max(200),
});

const quizOptionSchema = z.object({
  /** An option the question already has (kept, with the choices attempts recorded for it); absent: a new one. */
  optionId: optional(uuidField),
  arTitle: plainTextField(500),
  enTitle: plainTextField(500),
  isCorrect: z.boolean({ message: 'invalid' }),
});

/**
 * A quiz question saved whole: new (no questionId, after the quiz's last) or replacing an
 * existing one. Its options in their order (2–10); a single-answer question has exactly one
 * correct option, a multiple-answer one at least one.
 */
export const saveQuizQuestionSchema = z
  .object({
    ...curriculumTarget,
    lessonId: uuidField,
    questionId: optional(uuidField),
    arTitle: plainTextField(1000, { multiline: true }),
    enTitle: plainTextField(1000, { multiline: true }),
    isMultipleAnswers: z.boolean({ message: 'invalid' }),
    arExplanation: optional(optionalPlainTextField(2000, { multiline: true })),
    enExplanation: optional(optionalPlainTextField(2000, { multiline: true })),
    options: z.array(quizOptionSchema).min(2).max(10),
  })
  .superRefine((question, ctx) => {
    const correct = question.options.filter((option) => option.isCorrect).length;
    if (!question.isMultipleAnswers && correct !== 1)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'quizOneCorrect' });
    if (question.isMultipleAnswers && correct === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'quizSomeCorrect' });
    const seen = new Set<string>();
    question.options.forEach(({ optionId }, index) => {
      if (!optionId) return;
      if (seen.has(optionId))
        ctx.addIssue({ code: 'custom', path: ['options', index, 'optionId'], message: 'invalid' });
      seen.add(optionId);
    });
  });

export const deleteQuizQuestionSchema = z.object({ ...curriculumTarget, questionId: uuidField });

/** A quiz's questions in their new order: exactly the quiz's. */
export const reorderQuizQuestionsSchema = z.object({
  ...curriculumTarget,
  lessonId: uuidField,
  questionIds: z.array(uuidField).max(200),
});

/** A diploma's programs, whole and in order: published courses and workshops, each once. */
export const setDiplomaProgramsSchema = z.object({
  ...curriculumTarget,
  programIds: z.array(uuidField).max(50),
});

export const diplomaCandidatesSchema = z.preprocess(
  nullToUndefined,
  z.object({ search: optional(optionalPlainTextField(100)) }),
);
