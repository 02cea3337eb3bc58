import { customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { blogs } from './content';
import { languageEnum } from './enums';
import { users } from './identity';

/** One row per (blog, user): likes are idempotent per user; blogs.likes_count follows in the same transaction. */
export const blogLikes = pgTable(
  'blog_likes',
  {
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.userId] }), index('blog_likes_user_idx').on(t.userId)],
);

/** Messages from the contact form; also mailed to the support address. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    locale: languageEnum('locale').notNull(),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Derived search index for allSearch (docs/product/catalogue.md): one row per *published* program or blog, kept
 * in step by triggers on learning_programs and blogs (migration 0003_search_indexes). Words are
 * stored already normalised by search_norm(), so matching never runs the normaliser per row;
 * titles and bodies live apart so a title match reads narrow rows, and (kind, popularity) lets
 * PostgreSQL walk the most popular documents first when a word is common.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    /** The program's or blog's id. */
    id: uuid('id').primaryKey(),
    /** COURSE, WORKSHOP, DIPLOMA or BLOG. */
    kind: text('kind').notNull(),
    /** to_tsvector('simple', search_norm(en_title || ' ' || ar_title)). */
    titleWords: tsvector('title_words').notNull(),
    /** Enrolments (programs) or views (blogs): the order among equal matches. */
    popularity: integer('popularity').notNull().default(0),
  },
  // Also search_documents_walk_idx (kind, popularity DESC NULLS LAST, id) INCLUDE (title_words),
  // in migration 0003: a covering index Drizzle cannot declare, for index-only popular-first walks.
  (t) => [index('search_documents_title_idx').using('gin', t.titleWords)],
);

/** @public Declared for drizzle-kit (migrations); only SQL triggers and raw queries use it. */
export const searchDocumentBodies = pgTable(
  'search_document_bodies',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => searchDocuments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** to_tsvector('simple', search_norm(summary or content, both languages)). */
    body: tsvector('body').notNull(),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    index('search_document_bodies_body_idx').using('gin', t.body),
    index('search_document_bodies_rank_idx').on(t.kind, t.popularity.desc().nullsLast(), t.id),
  ],
);

/**
 * Distinct title words of search_documents (≥ 3 letters, normalised), kept by a trigger: the
 * vocabulary a mistyped query word is corrected against (pg_trgm similarity) before matching.
 */
/** @public Declared for drizzle-kit (migrations); only SQL triggers and raw queries use it. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
