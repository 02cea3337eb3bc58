import { z } from 'zod';
import { html, imageSpec, isoDate, mediaKey, optionalText, ref, slug, text } from './common';
import { programSlug } from '../slug';

export const blogSchema = z
  .strictObject({
    /** Optional; derived from enTitle like program slugs when absent. */
    slug: slug.optional(),
    code: z
      .string()
      .regex(/^[A-Z0-9]{4,16}$/, 'Must be 4–16 capital letters or digits')
      .optional(),
    enTitle: text(200),
    arTitle: text(200),
    category: ref,
    lecturer: ref.optional(),
    enContent: html(100_000),
    arContent: html(100_000),
    thumbnail: imageSpec.optional(),
    altText: optionalText(300),
    status: z.enum(['DRAFT', 'PUBLISHED', 'ARCHIVED']).default('PUBLISHED'),
    /** Tags shown with the English article, in English; `arTags` with the Arabic one, in Arabic. */
    enTags: z.array(text(40)).max(20).default([]),
    arTags: z.array(text(40)).max(20).default([]),
    publishedAt: isoDate.optional(),
    /** Relative alternative to publishedAt: this many days before import time. */
    publishedDaysAgo: z.number().int().min(0).max(36_500).optional(),
    viewsCount: z.number().int().min(0).default(0),
    likesCount: z.number().int().min(0).default(0),
    sharesCount: z.number().int().min(0).default(0),
  })
  .superRefine((b, ctx) => {
    if (b.publishedAt && b.publishedDaysAgo !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['publishedDaysAgo'],
        message: 'Give publishedAt or publishedDaysAgo, not both',
      });
    if (!b.slug && programSlug(b.enTitle) === '')
      ctx.addIssue({ code: 'custom', path: ['slug'], message: 'Required when enTitle has no Latin letters or digits' });
  })
  .transform((b) => ({ ...b, slug: b.slug ?? programSlug(b.enTitle) }));

export const faqSchema = z.strictObject({
  audience: z.enum(['USER', 'LECTURER']),
  enQuestion: text(500),
  arQuestion: text(500),
  enAnswer: text(5000),
  arAnswer: text(5000),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
});

export const policySchema = z.strictObject({
  kind: z.enum(['PAYMENT', 'PRIVACY', 'TERMS', 'ABOUT']),
  enTitle: text(200),
  arTitle: text(200),
  contentEn: html(100_000),
  contentAr: html(100_000),
});

export const mediaSchema = z
  .strictObject({
    key: mediaKey,
    generate: z
      .strictObject({
        width: z.number().int().min(16).max(4096),
        height: z.number().int().min(16).max(4096),
        /** Seed of the pattern; defaults to the key. */
        seed: z.string().max(200).optional(),
      })
      .optional(),
    file: z
      .string()
      .max(300)
      .refine((value) => !value.split(/[\\/]/).includes('..') && !value.startsWith('/'), 'Must stay inside the folder')
      .optional(),
  })
  .refine((m) => (m.generate === undefined) !== (m.file === undefined), 'Give exactly one of generate or file');

/** Folder-wide settings (a `settings` object in any file). */
export const settingsSchema = z.strictObject({
  mediaPrefix: slug.optional(),
});
