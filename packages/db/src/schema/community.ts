import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { learningPrograms } from './catalog';
import { createdAt, id } from './columns';
import { files } from './files';
import { users } from './identity';

// docs/product/api.md enumerations for reports.
export const reportReasonEnum = pgEnum('report_reason', [
  'FALSE_CLAIMS',
  'HARASSMENT',
  'INAPPROPRIATE_CONTENT',
  'MISINFORMATION',
  'OFF_TOPIC',
  'PRIVACY_VIOLATION',
  'SPAM',
]);
export const reportTargetEnum = pgEnum('report_target', [
  'BLOG',
  'COMMENT',
  'COURSE',
  'DIPLOMA',
  'LECTURER',
  'REVIEW',
  'WORKSHOP',
]);
export const reportStatusEnum = pgEnum('report_status', ['OPEN', 'RESOLVED', 'DISMISSED']);
/** What a moderator did about a reported target (decision 0054); the reporters are told. */
export const reportOutcomeEnum = pgEnum('report_outcome', ['HIDDEN', 'WARNED', 'BLOCKED', 'DISMISSED']);

/**
 * Discussion on a program, threaded one level: a reply has parent_id set and never has replies
 * itself. Deleting a comment deletes its replies (cascade); the counters are kept by the
 * community queries in the same transaction as the row they count.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    programId: uuid('program_id')
      .notNull()
      .references(() => learningPrograms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** Plain text (sanitised on the way in); never rendered as HTML. */
    content: text('content').notNull(),
    /** An uploaded COMMENT_ATTACHMENT file (checked and public); one file belongs to one comment. */
    attachmentFileId: uuid('attachment_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The attachment's file name as shown (plain text); the object key never carries it. */
    attachmentName: text('attachment_name'),
    likesCount: integer('likes_count').notNull().default(0),
    repliesCount: integer('replies_count').notNull().default(0),
    /** Set by a moderator: the comment (and its replies) leaves every public list; restoring clears it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest top-level comments of a program first; replies of a page of parents, oldest first.
    index('comments_program_top_idx')
      .on(t.programId, t.createdAt.desc(), t.id)
      .where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    index('comments_user_idx').on(t.userId),
    uniqueIndex('comments_attachment_file_idx').on(t.attachmentFileId),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_likes_user_idx').on(t.userId)],
);

/** One review per learner and program; learning_programs' rating totals follow in the same transaction. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    programId: uuid('program_id')
      .notNull()
      .references(() => learningPrograms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    /** Plain text, may be empty when the learner only rates. */
    review: text('review').notNull().default(''),
    /** Set by a moderator: the review leaves the lists and the program's rating totals; restoring clears it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_program_user_idx').on(t.programId, t.userId),
    index('reviews_program_created_idx').on(t.programId, t.createdAt.desc(), t.id),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Reports kept for moderation. The target is polymorphic (docs/product/api.md reportable target), so there
 * is no foreign key; the domain checks the target exists before inserting. One per user and target.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: reportTargetEnum('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: reportReasonEnum('reason').notNull(),
    details: text('details').notNull().default(''),
    status: reportStatusEnum('status').notNull().default('OPEN'),
    outcome: reportOutcomeEnum('outcome'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_user_target_idx').on(t.userId, t.targetType, t.targetId),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    // The moderation queue groups reports by target; a case reads one target's reports.
    index('reports_status_target_idx').on(t.status, t.targetType, t.targetId),
    index('reports_target_idx').on(t.targetId),
  ],
);
