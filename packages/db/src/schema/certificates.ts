import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { learningPrograms } from './catalog';
import { createdAt, id } from './columns';
import { programTypeEnum } from './enums';
import { users } from './identity';

/** COMPLETION: on completing the program; ACE: an accredited certificate, valid a set number of days later. */
export const certificationTypeEnum = pgEnum('certification_type', ['COMPLETION', 'ACE']);

/**
 * One certificate per learner and program (docs/product/learning.md). Names and titles are copied at issue time:
 * the public verification page must show exactly what the PDF prints, even after a rename.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    /** Human-readable, unique (MNR-XXXX-XXXX); printed on the certificate. The id is the unguessable part of the URL. */
    code: text('code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => learningPrograms.id, { onDelete: 'cascade' }),
    programType: programTypeEnum('program_type').notNull(),
    certificationType: certificationTypeEnum('certification_type').notNull(),
    arLearnerName: text('ar_learner_name').notNull(),
    enLearnerName: text('en_learner_name').notNull(),
    arProgramTitle: text('ar_program_title').notNull(),
    enProgramTitle: text('en_program_title').notNull(),
    arLecturerName: text('ar_lecturer_name'),
    enLecturerName: text('en_lecturer_name'),
    /** When the learner completed the program. */
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    /** The date the certificate carries; in the future (pending) for ACE certificates. */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why a moderator revoked it; shown on the public verification page beside the date. */
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificates_user_program_idx').on(t.userId, t.programId),
    index('certificates_user_created_idx').on(t.userId, t.createdAt),
  ],
);
