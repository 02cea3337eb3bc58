import type { AuditEntryView, MissingForPublish, StudioProgramDetail, StudioProgramView } from '@manara/domain';
import { builder } from '../../builder';
import { translate } from '@manara/i18n';
import { LanguageEnum, LearningTimeUnitEnum, LevelEnum, ProgramTypeEnum, PublicationStatusEnum } from './enums';
import { loadersOf } from './loaders';
import { inLocale } from './localized';

/** The studio's view of a program: every authored field, its lifecycle and its version (decision 0028). */
export const StudioProgramRef = builder.objectRef<StudioProgramView>('StudioProgram').implement({
  description: 'A program as its editors see it, in any status',
  fields: (t) => ({
    id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'Send it back with a save; a newer one answers VERSION_CONFLICT' }),
    type: t.expose('type', { type: ProgramTypeEnum }),
    publicationStatus: t.expose('publicationStatus', { type: PublicationStatusEnum }),
    slug: t.exposeString('slug'),
    code: t.exposeString('code'),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    title: t.string({ resolve: (p, _a, ctx) => inLocale(ctx, p.arTitle, p.enTitle) }),
    arSummary: t.exposeString('arSummary'),
    enSummary: t.exposeString('enSummary'),
    arAbout: t.exposeString('arAbout'),
    enAbout: t.exposeString('enAbout'),
    arOutcomes: t.exposeStringList('arOutcomes'),
    enOutcomes: t.exposeStringList('enOutcomes'),
    arRequirements: t.exposeStringList('arRequirements'),
    enRequirements: t.exposeStringList('enRequirements'),
    arAudience: t.exposeStringList('arAudience'),
    enAudience: t.exposeStringList('enAudience'),
    arSeoTitle: t.exposeString('arSeoTitle', { nullable: true }),
    enSeoTitle: t.exposeString('enSeoTitle', { nullable: true }),
    arSeoDescription: t.exposeString('arSeoDescription', { nullable: true }),
    enSeoDescription: t.exposeString('enSeoDescription', { nullable: true }),
    thumbnail: t.exposeString('thumbnail', { nullable: true }),
    promoVideo: t.exposeString('promoVideo', {
      nullable: true,
      description: 'Key of its published promo video, or an https address (imported programs)',
    }),
    categoryId: t.exposeID('categoryId', { nullable: true }),
    lecturerId: t.exposeID('lecturerId', {
      nullable: true,
      description: 'The owning lecturer: edits it, submits it for review, earns its revenue share',
    }),
    coLecturerIds: t.idList({
      description: 'Lecturers shown beside the owner, in order (decision 0076): no studio rights, no revenue share',
      resolve: (p, _a, ctx) => loadersOf(ctx).coLecturerIds.load(p.id),
    }),
    level: t.expose('level', { type: LevelEnum }),
    language: t.expose('language', { type: LanguageEnum }),
    learningTime: t.exposeInt('learningTime'),
    learningTimeUnit: t.expose('learningTimeUnit', { type: LearningTimeUnitEnum }),
    originalPrice: t.exposeFloat('originalPrice', { description: 'EGP, VAT excluded' }),
    priceAfterDiscount: t.exposeFloat('priceAfterDiscount', { nullable: true, description: 'EGP; null: no discount' }),
    discountStartsAt: t.expose('discountStartsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the discount starts (decision 0072); null: already started',
    }),
    discountEndsAt: t.expose('discountEndsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the discount ends; null: no end',
    }),
    hasCertificate: t.exposeBoolean('hasCertificate'),
    reviewComment: t.exposeString('reviewComment', {
      nullable: true,
      description: 'Why an administrator sent it back to draft',
    }),
    scheduledAt: t.expose('scheduledAt', { type: 'DateTime', nullable: true }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const MissingForPublishRef = builder.objectRef<MissingForPublish>('MissingForPublish').implement({
  description: 'One item of the publishing checklist still open',
  fields: (t) => ({
    field: t.exposeString('field'),
    message: t.string({ resolve: (m, _a, ctx) => translate(ctx.locale, `errors.field.${m.messageKey}`) }),
  }),
});

export const StudioProgramDetailRef = builder.objectRef<StudioProgramDetail>('StudioProgramDetail').implement({
  description: 'A program with what still stands between it and publication',
  fields: (t) => ({
    program: t.field({ type: StudioProgramRef, resolve: (p) => p }),
    missingForPublish: t.field({ type: [MissingForPublishRef], resolve: (p) => p.missingForPublish }),
  }),
});

interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const AuditChangeRef = builder.objectRef<AuditChange>('AuditChange').implement({
  fields: (t) => ({
    field: t.exposeString('field'),
    before: t.string({ nullable: true, description: 'JSON', resolve: (c) => JSON.stringify(c.before ?? null) }),
    after: t.string({ nullable: true, description: 'JSON', resolve: (c) => JSON.stringify(c.after ?? null) }),
  }),
});

export const AuditEntryRef = builder.objectRef<AuditEntryView>('AuditEntry').implement({
  description: 'One studio write: who, when, what, and the changed values before and after',
  fields: (t) => ({
    id: t.exposeID('id'),
    action: t.exposeString('action'),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeID('entityId'),
    comment: t.exposeString('comment', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    actorName: t.string({
      nullable: true,
      description: 'In the request language; null for the platform itself or a deleted account',
      resolve: (e, _a, ctx) =>
        e.actor
          ? inLocale(ctx, `${e.actor.arFirstName} ${e.actor.arLastName}`, `${e.actor.firstName} ${e.actor.lastName}`)
          : null,
    }),
    changes: t.field({
      type: [AuditChangeRef],
      resolve: (e) => {
        const keys = new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})]);
        return [...keys].map((field) => ({ field, before: e.before?.[field], after: e.after?.[field] }));
      },
    }),
  }),
});
