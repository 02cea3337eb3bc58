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
/** An uploaded, published file's key (a thumbnail). */
const mediaKeyField = z.string().trim().min(1).max(300);

export const createProgramSchema = z.object({
  type: programTypeField,
  arTitle: titleField,
  enTitle: titleField,
  /** Administrators choose the lecturer; a lecturer's program is always their own. */
  lecturerId: optional(uuidField),
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
  level: optional(levelField),
  language: optional(programLanguageField),
  learningTime: optional(z.number({ message: 'invalid' }).int().min(0).max(100_000)),
  learningTimeUnit: optional(learningTimeUnitField),
  originalPrice: optional(poundsField),
  priceAfterDiscount: poundsField.nullable().optional(),
  hasCertificate: optional(z.boolean()),
  thumbnail: mediaKeyField.nullable().optional(),
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

/** Quizzes are not authored in the studio yet. */
export const authoredLessonTypeField = z.enum(['ARTICLE', 'VIDEO', 'LIVE_SESSION'], { message: 'invalid' });

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
});
export type LessonChanges = z.output<typeof lessonChangesSchema>;

export const updateLessonSchema = z.object({ ...curriculumTarget, lessonId: uuidField, changes: lessonChangesSchema });

export const deleteLessonSchema = z.object({ ...curriculumTarget, lessonId: uuidField });

/** The whole curriculum in its new order: every section, each with every lesson it should hold. */
export const reorderCurriculumSchema = z.object({
  ...curriculumTarget,
  sections: z.array(z.object({ sectionId: uuidField, lessonIds: z.array(uuidField).max(500) })).max(200),
});
