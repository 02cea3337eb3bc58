import { z } from 'zod';
import { programSlug } from '../slug';
import { imageSpec, isoDate, optionalHtml, optionalText, piastres, ref, slug, text, url } from './common';
import { sectionSchema } from './lesson';

/** A list on the program page: up to 12 one-line items, as the studio allows. */
const pageList = z
  .array(text(200).regex(/^[^\n]*$/, 'Must be one line'))
  .max(12)
  .default([]);

/** Fields shared by courses, workshops and diplomas. */
export const programBase = {
  enTitle: text(200),
  arTitle: text(200),
  /** Optional; must equal the slug derived from enTitle (docs/product/shell.md). */
  slug: slug.optional(),
  code: z
    .string()
    .regex(/^[A-Z0-9]{4,16}$/, 'Must be 4–16 capital letters or digits')
    .optional(),
  category: ref,
  lecturer: ref.optional(),
  /** Co-lecturers (decision 0076) by slug, in order: at most 4, each once, never the lecturer. */
  coLecturers: z.array(ref).max(4).default([]),
  level: z
    .enum([
      'ADVANCED',
      'BEGINNER',
      'BEGINNER_ADVANCED',
      'BEGINNER_INTERMEDIATE',
      'INTERMEDIATE',
      'INTERMEDIATE_ADVANCED',
    ])
    .default('BEGINNER'),
  language: z.enum(['AR', 'EN']).default('AR'),
  enSummary: optionalText(600),
  arSummary: optionalText(600),
  enAbout: optionalHtml(20_000),
  arAbout: optionalHtml(20_000),
  thumbnail: imageSpec.optional(),
  promoVideo: text(200).optional(),
  publicationStatus: z.enum(['DRAFT', 'PUBLISHED', 'UNPUBLISHED']).default('PUBLISHED'),
  originalPrice: piastres,
  priceAfterDiscount: piastres.optional(),
  // The discount's window (decision 0072); absent: an open end.
  discountStartsAt: isoDate.optional(),
  discountEndsAt: isoDate.optional(),
  learningTime: z.number().int().min(0).max(10_000).default(0),
  learningTimeUnit: z.enum(['MINUTES', 'HOURS', 'DAYS', 'WEEKS', 'MONTHS']).default('HOURS'),
  hasCertificate: z.boolean().default(true),
  aceCertificate: z.boolean().default(false),
  aceDaysToGetCertified: z.number().int().min(0).max(365).optional(),
  publishedAt: isoDate.optional(),
  // The program page's lists and search texts (decision 0071); each list item is one line.
  enOutcomes: pageList,
  arOutcomes: pageList,
  enRequirements: pageList,
  arRequirements: pageList,
  enAudience: pageList,
  arAudience: pageList,
  enSeoTitle: text(70).optional(),
  arSeoTitle: text(70).optional(),
  enSeoDescription: text(170).optional(),
  arSeoDescription: text(170).optional(),
};

type BaseShape = {
  enTitle: string;
  lecturer?: string | undefined;
  coLecturers: string[];
  slug?: string | undefined;
  originalPrice: number;
  priceAfterDiscount?: number | undefined;
  discountStartsAt?: Date | undefined;
  discountEndsAt?: Date | undefined;
};

/** Checks shared by programs and diplomas. */
export function refineProgramBase(p: BaseShape, ctx: z.RefinementCtx): void {
  const derived = programSlug(p.enTitle);
  if (derived === '')
    ctx.addIssue({ code: 'custom', path: ['enTitle'], message: 'Must contain Latin letters or digits (slug)' });
  if (p.slug !== undefined && p.slug !== derived)
    ctx.addIssue({ code: 'custom', path: ['slug'], message: `Must equal the slug of enTitle ("${derived}")` });
  if (p.priceAfterDiscount !== undefined && p.priceAfterDiscount > p.originalPrice)
    ctx.addIssue({ code: 'custom', path: ['priceAfterDiscount'], message: 'Must not exceed originalPrice' });
  if (p.discountStartsAt && p.discountEndsAt && p.discountEndsAt <= p.discountStartsAt)
    ctx.addIssue({ code: 'custom', path: ['discountEndsAt'], message: 'Must be after discountStartsAt' });
  p.coLecturers.forEach((co, i) => {
    if (p.coLecturers.indexOf(co) !== i)
      ctx.addIssue({ code: 'custom', path: ['coLecturers', i], message: `Duplicate co-lecturer "${co}"` });
    else if (co === p.lecturer)
      ctx.addIssue({ code: 'custom', path: ['coLecturers', i], message: `"${co}" is the lecturer already` });
  });
  if (p.priceAfterDiscount === undefined && (p.discountStartsAt || p.discountEndsAt))
    ctx.addIssue({
      code: 'custom',
      path: [p.discountStartsAt ? 'discountStartsAt' : 'discountEndsAt'],
      message: 'A discount window needs priceAfterDiscount',
    });
}

export const programSchema = z
  .strictObject({
    ...programBase,
    type: z.enum(['COURSE', 'WORKSHOP']),
    isLiveCourse: z.boolean().optional(),
    liveSessionUrl: url.optional(),
    sections: z.array(sectionSchema).min(1, 'A program needs at least 1 section').max(50),
  })
  .superRefine((p, ctx) => {
    refineProgramBase(p, ctx);
    const live = p.isLiveCourse ?? p.type === 'WORKSHOP';
    const hasLive = p.sections.some((s) => s.lessons.some((l) => l.type === 'LIVE_SESSION'));
    if (live && !hasLive)
      ctx.addIssue({
        code: 'custom',
        path: ['sections'],
        message: 'A live program needs at least one LIVE_SESSION lesson',
      });
  })
  .transform((p) => ({ ...p, slug: programSlug(p.enTitle), isLiveCourse: p.isLiveCourse ?? p.type === 'WORKSHOP' }));
export type ProgramInput = z.infer<typeof programSchema>;

export const diplomaSchema = z
  .strictObject({
    ...programBase,
    /** Courses and workshops of the diploma, by slug, in order. */
    programs: z.array(slug).min(1, 'A diploma needs at least 1 program').max(50),
  })
  .superRefine((d, ctx) => {
    refineProgramBase(d, ctx);
    d.programs.forEach((s, i) => {
      if (d.programs.indexOf(s) !== i)
        ctx.addIssue({ code: 'custom', path: ['programs', i], message: `Duplicate program "${s}"` });
    });
  })
  .transform((d) => ({ ...d, slug: programSlug(d.enTitle) }));
export type DiplomaInput = z.infer<typeof diplomaSchema>;
