import { programPriceWithVat, sanitizeRichText, vatPercentOf } from '@manara/domain';
import { DiplomaCreditRef } from './diploma-credit-type';
import { LanguageEnum, LearningTimeUnitEnum, LevelEnum, ProgramTypeEnum, PublicationStatusEnum } from './enums';
import { loadersOf } from './loaders';
import { inLocale, listInLocale, ownLanguageOnly } from './localized';
import { CategoryRef, LecturerRef, ProgramRef, SectionRef } from './refs';

const flag = (name: 'addedToCart' | 'isEnrolled' | 'assigned' | 'isCompleted') =>
  ({
    resolve: async (program: { id: string }, _args: object, ctx: Parameters<typeof loadersOf>[0]) =>
      (await loadersOf(ctx).viewerFlags.load(program.id))[name],
  }) as const;

const count = (
  name: 'sectionsCount' | 'lessonsCount' | 'videosCount' | 'articlesCount' | 'liveSessionsCount' | 'quizzesCount',
) =>
  ({
    resolve: async (program: { id: string }, _args: object, ctx: Parameters<typeof loadersOf>[0]) =>
      (await loadersOf(ctx).programCounts.load(program.id))[name],
  }) as const;

/**
 * docs/product/catalogue.md program (course, workshop, diploma) with the course and diploma detail
 * fields. Related rows, counts and per-viewer flags come from request loaders, so any list of
 * programs costs a fixed number of statements whatever fields it selects.
 */
ProgramRef.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    code: t.exposeString('code'),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    title: t.string({ resolve: (p, _a, ctx) => inLocale(ctx, p.arTitle, p.enTitle) }),
    type: t.expose('type', { type: ProgramTypeEnum }),
    level: t.expose('level', { type: LevelEnum }),
    thumbnail: t.exposeString('thumbnail', { nullable: true }),
    language: t.expose('language', { type: LanguageEnum }),
    status: t.exposeString('status'),
    publicationStatus: t.expose('publicationStatus', { type: PublicationStatusEnum }),
    originalPrice: t.exposeFloat('originalPrice', { description: 'EGP' }),
    priceAfterDiscount: t.exposeFloat('priceAfterDiscount', {
      description:
        'EGP actually paid now (equals originalPrice without a discount or outside its window, decision 0072), VAT excluded',
    }),
    offerEndsAt: t.expose('offerEndsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the discount that applies now ends; null without one or when it has no end',
    }),
    vatRate: t.float({
      description: 'VAT in percent that checkout adds to the price (docs/product/commerce.md VAT)',
      resolve: (_p, _a, ctx) => vatPercentOf(ctx.deps),
    }),
    priceWithVat: t.float({
      description: 'EGP this program costs bought alone: priceAfterDiscount with VAT, as the cart charges it',
      resolve: (p, _a, ctx) => programPriceWithVat(ctx.deps, p),
    }),
    ownedProgramsCredit: t.field({
      type: DiplomaCreditRef,
      nullable: true,
      description:
        "A diploma's price for the signed-in viewer when they own some of its programs (decision 0040); null for visitors, other programs, or when what they own takes nothing off",
      resolve: (p, _a, ctx) => (p.type === 'DIPLOMA' ? loadersOf(ctx).viewerDiplomaCredit.load(p.id) : null),
    }),
    averageRating: t.exposeFloat('averageRating'),
    totalNumberOfRatings: t.exposeInt('totalNumberOfRatings'),
    totalRatings: t.exposeInt('totalRatings'),
    learningTime: t.exposeInt('learningTime'),
    learningTimeUnit: t.expose('learningTimeUnit', { type: LearningTimeUnitEnum }),
    isLiveCourse: t.exposeBoolean('isLiveCourse'),
    addedToCart: t.boolean(flag('addedToCart')),
    isAddedToCart: t.boolean(flag('addedToCart')),
    assigned: t.boolean(flag('assigned')),
    isEnrolled: t.boolean(flag('isEnrolled')),
    isCompleted: t.boolean(flag('isCompleted')),
    ACE_Certificate: t.exposeBoolean('aceCertificate'),
    hasCertificate: t.exposeBoolean('hasCertificate'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    // Course and diploma detail.
    about: t.string({
      description: 'Sanitised HTML',
      resolve: (p, _a, ctx) => sanitizeRichText(inLocale(ctx, p.arAbout, p.enAbout)),
    }),
    enAbout: t.string({ description: 'Sanitised HTML', resolve: (p) => sanitizeRichText(p.enAbout) }),
    arAbout: t.string({ description: 'Sanitised HTML', resolve: (p) => sanitizeRichText(p.arAbout) }),
    summary: t.string({ resolve: (p, _a, ctx) => inLocale(ctx, p.arSummary, p.enSummary) }),
    enSummary: t.exposeString('enSummary'),
    arSummary: t.exposeString('arSummary'),
    // The program page's lists and search texts (decision 0071).
    outcomes: t.stringList({
      description: "What learners will be able to do, in the request's language",
      resolve: (p, _a, ctx) => listInLocale(ctx, p.arOutcomes, p.enOutcomes),
    }),
    requirements: t.stringList({
      description: "What learners need before they start, in the request's language",
      resolve: (p, _a, ctx) => listInLocale(ctx, p.arRequirements, p.enRequirements),
    }),
    audience: t.stringList({
      description: "Who the program is for, in the request's language",
      resolve: (p, _a, ctx) => listInLocale(ctx, p.arAudience, p.enAudience),
    }),
    seoTitle: t.string({
      nullable: true,
      description: "The page title for search engines in the request's language; null: use the title",
      resolve: (p, _a, ctx) => ownLanguageOnly(ctx, p.arSeoTitle, p.enSeoTitle),
    }),
    seoDescription: t.string({
      nullable: true,
      description: "The search result's description in the request's language; null: use the summary",
      resolve: (p, _a, ctx) => ownLanguageOnly(ctx, p.arSeoDescription, p.enSeoDescription),
    }),
    enrolledUsersCount: t.exposeInt('enrolledUsersCount'),
    promoVideo: t.exposeString('promoVideo', { nullable: true }),
    aceDaysToGetCertified: t.exposeInt('aceDaysToGetCertified', { nullable: true }),
    approvedAt: t.expose('approvedAt', { type: 'DateTime', nullable: true }),
    sectionsCount: t.int(count('sectionsCount')),
    lessonsCount: t.int(count('lessonsCount')),
    videosCount: t.int(count('videosCount')),
    articlesCount: t.int(count('articlesCount')),
    liveSessionsCount: t.int(count('liveSessionsCount')),
    quizzesCount: t.int(count('quizzesCount')),
    sections: t.field({
      type: [SectionRef],
      description: 'Syllabus preview: sections with lesson titles, types, durations and preview flags (no content)',
      resolve: (p, _a, ctx) => loadersOf(ctx).syllabus.load(p.id),
    }),
    upcomingLiveSessionStarts: t.field({
      type: ['DateTime'],
      description:
        "A live program's (isLiveCourse) session starts from an hour ago on, earliest first: its card's next-session date without the syllabus; empty for other programs or when none is left",
      // Only live programs show a next session, and a page without one then costs no statement.
      resolve: (p, _a, ctx) => (p.isLiveCourse ? loadersOf(ctx).liveSessionStarts.load(p.id) : []),
    }),
    programs: t.field({
      type: [ProgramRef],
      description: 'Courses and workshops inside a diploma (empty for other types)',
      resolve: (p, _a, ctx) => (p.type === 'DIPLOMA' ? loadersOf(ctx).diplomaPrograms.load(p.id) : []),
    }),
    coursesCount: t.int({
      resolve: async (p, _a, ctx) =>
        p.type === 'DIPLOMA'
          ? (await loadersOf(ctx).diplomaPrograms.load(p.id)).filter((c) => c.type === 'COURSE').length
          : 0,
    }),
    workshopsCount: t.int({
      resolve: async (p, _a, ctx) =>
        p.type === 'DIPLOMA'
          ? (await loadersOf(ctx).diplomaPrograms.load(p.id)).filter((c) => c.type === 'WORKSHOP').length
          : 0,
    }),
    lecturer: t.field({
      type: LecturerRef,
      nullable: true,
      description: 'The owning lecturer (decision 0076)',
      resolve: (p, _a, ctx) => (p.lecturerId ? loadersOf(ctx).lecturer.load(p.lecturerId) : null),
    }),
    coLecturers: t.field({
      type: [LecturerRef],
      description: 'Who teaches it beside the lecturer, in order (decision 0076); empty when nobody',
      resolve: (p, _a, ctx) => loadersOf(ctx).coLecturers.load(p.id),
    }),
    category: t.field({
      type: CategoryRef,
      nullable: true,
      resolve: (p, _a, ctx) => (p.categoryId ? loadersOf(ctx).category.load(p.categoryId) : null),
    }),
  }),
});
