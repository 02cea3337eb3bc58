import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fieldsOfTraining, jobTitles, lecturers } from './catalog';
import { createdAt, id, updatedAt } from './columns';
import { languageEnum, lecturerStatusEnum } from './enums';
import { files } from './files';
import { users } from './identity';

/**
 * A request to teach on the platform (`registerAsLecturer`), kept apart from `lecturers` until an
 * administrator approves it (decision 0018). Signed-out applicants have no user yet: the account
 * is found or created by e-mail on approval. One pending application per e-mail and per user.
 */
export const lecturerApplications = pgTable(
  'lecturer_applications',
  {
    id: id(),
    /** The signed-in applicant; null when applying signed out. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased; verified with a LECTURER_EMAIL_VERIFICATION code before the row exists. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    arFirstName: text('ar_first_name').notNull(),
    arLastName: text('ar_last_name').notNull(),
    /** E.164, checked for its country. */
    phone: text('phone').notNull(),
    fieldOfTrainingId: uuid('field_of_training_id')
      .notNull()
      .references(() => fieldsOfTraining.id),
    jobTitleId: uuid('job_title_id')
      .notNull()
      .references(() => jobTitles.id),
    enBio: text('en_bio').notNull(),
    arBio: text('ar_bio').notNull(),
    /** The checked LECTURER_CV_FILE upload; a file backs one application only. */
    cvFileId: uuid('cv_file_id')
      .notNull()
      .unique()
      .references(() => files.id),
    status: lecturerStatusEnum('status').notNull().default('PENDING'),
    lecturerId: uuid('lecturer_id').references(() => lecturers.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why an administrator rejected it, shown to the applicant (decision 0051); null otherwise. */
    rejectionReason: text('rejection_reason'),
    /** The language the applicant applied in: the decision is mailed in it (decision 0051). */
    locale: languageEnum('locale').notNull().default('AR'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lecturer_applications_pending_email_idx')
      .on(t.email)
      .where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('lecturer_applications_pending_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    index('lecturer_applications_status_idx').on(t.status, t.createdAt),
    index('lecturer_applications_email_idx').on(t.email, t.reviewedAt),
  ],
);
