import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lecturers } from './catalog';
import { createdAt, embeddedFileKeys, id, updatedAt, uploadKeyIndex } from './columns';
import { blogStatusEnum, faqAudienceEnum, policyKindEnum } from './enums';

export const blogCategories = pgTable('blog_categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  enName: text('en_name').notNull(),
  arName: text('ar_name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  canBeDeleted: boolean('can_be_deleted').notNull().default(true),
  // Studio (decision 0067): the curated order and optimistic concurrency.
  sortOrder: integer('sort_order').notNull().default(0),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    code: text('code').notNull().unique(),
    enTitle: text('en_title').notNull(),
    arTitle: text('ar_title').notNull(),
    // Sanitised HTML (sanitised again on render).
    enContent: text('en_content').notNull(),
    arContent: text('ar_content').notNull(),
    thumbnail: text('thumbnail'),
    altText: text('alt_text'),
    status: blogStatusEnum('status').notNull().default('DRAFT'),
    viewsCount: integer('views_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    // Tags in each language: an Arabic article shows Arabic tags, an English one English tags (decision 0052).
    enTags: text('en_tags').array().notNull().default([]),
    arTags: text('ar_tags').array().notNull().default([]),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => blogCategories.id),
    lecturerId: uuid('lecturer_id').references(() => lecturers.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Studio (decision 0067): summaries and search-engine texts in both languages, optimistic
    // concurrency, a lecturer's request for review and a scheduled publication (Cairo time, stored UTC).
    enSummary: text('en_summary'),
    arSummary: text('ar_summary'),
    enSeoTitle: text('en_seo_title'),
    arSeoTitle: text('ar_seo_title'),
    enSeoDescription: text('en_seo_description'),
    arSeoDescription: text('ar_seo_description'),
    version: integer('version').notNull().default(1),
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blogs_category_idx').on(t.categoryId, t.publishedAt),
    index('blogs_scheduled_idx').on(t.scheduledAt),
    index('blogs_lecturer_idx').on(t.lecturerId),
    // The studio's list: latest change first, walked page by page; searched by title or slug.
    index('blogs_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('blogs_en_title_trgm_idx').using('gin', t.enTitle.op('gin_trgm_ops')),
    index('blogs_ar_title_trgm_idx').using('gin', t.arTitle.op('gin_trgm_ops')),
    index('blogs_slug_trgm_idx').using('gin', t.slug.op('gin_trgm_ops')),
    uploadKeyIndex('blogs_thumbnail_idx', t.thumbnail),
    index('blogs_content_files_idx').using('gin', embeddedFileKeys(t.enContent, t.arContent)),
  ],
);

/** Slugs a blog had before: old links still find it and are redirected (decision 0067). */
export const blogSlugs = pgTable(
  'blog_slugs',
  {
    slug: text('slug').primaryKey(),
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('blog_slugs_blog_idx').on(t.blogId)],
);

export const faqs = pgTable('faqs', {
  id: id(),
  audience: faqAudienceEnum('audience').notNull(),
  enQuestion: text('en_question').notNull(),
  arQuestion: text('ar_question').notNull(),
  enAnswer: text('en_answer').notNull(),
  arAnswer: text('ar_answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  // Studio (decision 0067): hidden questions stay in the list, off the public page.
  isShown: boolean('is_shown').notNull().default(true),
  version: integer('version').notNull().default(1),
});

export const policies = pgTable(
  'policies',
  {
    id: id(),
    kind: policyKindEnum('kind').notNull().unique(),
    enTitle: text('en_title').notNull(),
    arTitle: text('ar_title').notNull(),
    // Sanitised HTML, like a blog's.
    contentEn: text('content_en').notNull(),
    contentAr: text('content_ar').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [index('policies_content_files_idx').using('gin', embeddedFileKeys(t.contentEn, t.contentAr))],
);

export const countries = pgTable('countries', {
  isoCode: text('iso_code').primaryKey(),
  enName: text('en_name').notNull(),
  arName: text('ar_name').notNull(),
  dialCode: text('dial_code').notNull(),
  sortOrder: integer('sort_order').notNull().default(100),
});
