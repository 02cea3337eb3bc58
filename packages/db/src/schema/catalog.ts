import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, embeddedFileKeys, id, updatedAt, uploadKeyIndex } from './columns';
import {
  languageEnum,
  learningTimeUnitEnum,
  lecturerStatusEnum,
  lessonTypeEnum,
  levelEnum,
  programTypeEnum,
  publicationStatusEnum,
} from './enums';
import { users } from './identity';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    enName: text('en_name').notNull(),
    arName: text('ar_name').notNull(),
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Rises with every studio save; a save from an older version is refused (decision 0064). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uploadKeyIndex('categories_image_idx', t.image)],
);

/** A lecturer's links on the public page (decision 0064): each an https address, absent when unset. */
export type LecturerSocialLinks = Partial<Record<'website' | 'linkedin' | 'x' | 'facebook' | 'youtube', string>>;

export const fieldsOfTraining = pgTable('fields_of_training', {
  id: id(),
  enName: text('en_name').notNull(),
  arName: text('ar_name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const jobTitles = pgTable('job_titles', {
  id: id(),
  enName: text('en_name').notNull(),
  arName: text('ar_name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const lecturers = pgTable(
  'lecturers',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    enBio: text('en_bio').notNull().default(''),
    arBio: text('ar_bio').notNull().default(''),
    status: lecturerStatusEnum('status').notNull().default('PENDING'),
    cvUrl: text('cv_url'),
    jobTitleId: uuid('job_title_id').references(() => jobTitles.id),
    fieldOfTrainingId: uuid('field_of_training_id').references(() => fieldsOfTraining.id),
    socialLinks: jsonb('social_links').$type<LecturerSocialLinks>().notNull().default({}),
    /** Rises with every studio save of the public profile (decision 0064). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uploadKeyIndex('lecturers_cv_url_idx', t.cvUrl)],
);

export const learningPrograms = pgTable(
  'learning_programs',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    code: text('code').notNull().unique(),
    type: programTypeEnum('type').notNull(),
    enTitle: text('en_title').notNull(),
    arTitle: text('ar_title').notNull(),
    enSummary: text('en_summary').notNull().default(''),
    arSummary: text('ar_summary').notNull().default(''),
    enAbout: text('en_about').notNull().default(''),
    arAbout: text('ar_about').notNull().default(''),
    // What the program page lists (decision 0071): one line per item, each language its own list.
    enOutcomes: text('en_outcomes').array().notNull().default([]),
    arOutcomes: text('ar_outcomes').array().notNull().default([]),
    enRequirements: text('en_requirements').array().notNull().default([]),
    arRequirements: text('ar_requirements').array().notNull().default([]),
    enAudience: text('en_audience').array().notNull().default([]),
    arAudience: text('ar_audience').array().notNull().default([]),
    // Search-engine texts; empty means the title and summary are used.
    enSeoTitle: text('en_seo_title'),
    arSeoTitle: text('ar_seo_title'),
    enSeoDescription: text('en_seo_description'),
    arSeoDescription: text('ar_seo_description'),
    thumbnail: text('thumbnail'),
    promoVideo: text('promo_video'),
    level: levelEnum('level').notNull().default('BEGINNER'),
    language: languageEnum('language').notNull().default('AR'),
    status: text('status').notNull().default('ACTIVE'),
    publicationStatus: publicationStatusEnum('publication_status').notNull().default('DRAFT'),
    // Money is integer piastres (docs/product/api.md).
    originalPrice: integer('original_price').notNull(),
    priceAfterDiscount: integer('price_after_discount'),
    // The discount's window (decision 0072): outside it the original price applies; null ends are open.
    discountStartsAt: timestamp('discount_starts_at', { withTimezone: true }),
    discountEndsAt: timestamp('discount_ends_at', { withTimezone: true }),
    learningTime: integer('learning_time').notNull().default(0),
    learningTimeUnit: learningTimeUnitEnum('learning_time_unit').notNull().default('HOURS'),
    isLiveCourse: boolean('is_live_course').notNull().default(false),
    hasCertificate: boolean('has_certificate').notNull().default(true),
    aceCertificate: boolean('ace_certificate').notNull().default(false),
    aceDaysToGetCertified: integer('ace_days_to_get_certified'),
    categoryId: uuid('category_id').references(() => categories.id),
    lecturerId: uuid('lecturer_id').references(() => lecturers.id),
    // Ratings kept as running totals so listings never aggregate reviews.
    totalRatings: integer('total_ratings').notNull().default(0),
    totalNumberOfRatings: integer('total_number_of_ratings').notNull().default(0),
    enrolledUsersCount: integer('enrolled_users_count').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Studio (decision 0028): optimistic concurrency, an admin's note when sent back, a scheduled publication.
    version: integer('version').notNull().default(1),
    reviewComment: text('review_comment'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('learning_programs_type_idx').on(t.type, t.publicationStatus),
    // The job runner looks for due scheduled publications every few seconds (decision 0028);
    // almost every row has none, so this index holds the few that do and the scan stays tiny.
    index('learning_programs_scheduled_idx').on(t.scheduledAt),
    index('learning_programs_category_idx').on(t.categoryId),
    index('learning_programs_lecturer_idx').on(t.lecturerId),
    // The studio's list: newest change first, walked page by page; searched by title, slug or code.
    index('learning_programs_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('learning_programs_en_title_trgm_idx').using('gin', t.enTitle.op('gin_trgm_ops')),
    index('learning_programs_ar_title_trgm_idx').using('gin', t.arTitle.op('gin_trgm_ops')),
    index('learning_programs_slug_trgm_idx').using('gin', t.slug.op('gin_trgm_ops')),
    index('learning_programs_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
    uploadKeyIndex('learning_programs_thumbnail_idx', t.thumbnail),
    uploadKeyIndex('learning_programs_promo_video_idx', t.promoVideo),
    index('learning_programs_about_files_idx').using('gin', embeddedFileKeys(t.enAbout, t.arAbout)),
  ],
);

/** Slugs a program had before: old links still find it and are redirected (decision 0028). */
export const programSlugs = pgTable(
  'program_slugs',
  {
    slug: text('slug').primaryKey(),
    programId: uuid('program_id')
      .notNull()
      .references(() => learningPrograms.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('program_slugs_program_idx').on(t.programId)],
);

/**
 * A program's co-lecturers (decision 0076): shown to learners beside its owning lecturer
 * (`learning_programs.lecturer_id`), in `position` order; no studio rights, no revenue share.
 */
export const programCoLecturers = pgTable(
  'program_co_lecturers',
  {
    programId: uuid('program_id')
      .notNull()
      .references(() => learningPrograms.id, { onDelete: 'cascade' }),
    lecturerId: uuid('lecturer_id')
      .notNull()
      .references(() => lecturers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  // The lecturer's public page lists the programs they co-teach.
  (t) => [
    primaryKey({ columns: [t.programId, t.lecturerId] }),
    index('program_co_lecturers_lecturer_idx').on(t.lecturerId),
  ],
);

export const diplomaPrograms = pgTable(
  'diploma_programs',
  {
    diplomaId: uuid('diploma_id')
      .notNull()
      .references(() => learningPrograms.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => learningPrograms.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.diplomaId, t.programId] }), index('diploma_programs_program_idx').on(t.programId)],
);

export const sections = pgTable(
  'sections',
  {
    id: id(),
    programId: uuid('program_id')
      .notNull()
      .references(() => learningPrograms.id, { onDelete: 'cascade' }),
    enTitle: text('en_title').notNull(),
    arTitle: text('ar_title').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('sections_program_idx').on(t.programId, t.sortOrder)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => learningPrograms.id, { onDelete: 'cascade' }),
    enTitle: text('en_title').notNull(),
    arTitle: text('ar_title').notNull(),
    type: lessonTypeEnum('type').notNull(),
    sortOrder: integer('sort_order').notNull(),
    isPreview: boolean('is_preview').notNull().default(false),
    videoId: text('video_id'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    enContent: text('en_content').notNull().default(''),
    arContent: text('ar_content').notNull().default(''),
    enOverview: text('en_overview').notNull().default(''),
    arOverview: text('ar_overview').notNull().default(''),
    liveSessionStartAt: timestamp('live_session_start_at', { withTimezone: true }),
    liveSessionEndAt: timestamp('live_session_end_at', { withTimezone: true }),
    liveSessionUrl: text('live_session_url'),
    passingGrade: integer('passing_grade'),
    canReSubmit: boolean('can_re_submit').notNull().default(true),
    maxAttempts: integer('max_attempts'),
    showCorrectAnswers: boolean('show_correct_answers').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('lessons_section_idx').on(t.sectionId, t.sortOrder),
    index('lessons_program_idx').on(t.programId),
    uploadKeyIndex('lessons_video_idx', t.videoId),
    index('lessons_content_files_idx').using('gin', embeddedFileKeys(t.enContent, t.arContent)),
  ],
);

export const lessonResources = pgTable(
  'lesson_resources',
  {
    id: id(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    enTitle: text('en_title').notNull(),
    arTitle: text('ar_title').notNull(),
    type: text('type').notNull(),
    /** An upload's key (LESSON_RESOURCES) or an http(s) link. */
    url: text('url').notNull(),
  },
  (t) => [index('lesson_resources_url_idx').on(t.url)],
);

export const quizQuestions = pgTable('quiz_questions', {
  id: id(),
  lessonId: uuid('lesson_id')
    .notNull()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  enTitle: text('en_title').notNull(),
  arTitle: text('ar_title').notNull(),
  isMultipleAnswers: boolean('is_multiple_answers').notNull().default(false),
  /** Why the right answers are right, shown with them after submission (decision 0046). */
  enExplanation: text('en_explanation').notNull().default(''),
  arExplanation: text('ar_explanation').notNull().default(''),
  sortOrder: integer('sort_order').notNull(),
});

export const quizAnswers = pgTable('quiz_answers', {
  id: id(),
  questionId: uuid('question_id')
    .notNull()
    .references(() => quizQuestions.id, { onDelete: 'cascade' }),
  enTitle: text('en_title').notNull(),
  arTitle: text('ar_title').notNull(),
  isCorrect: boolean('is_correct').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});
