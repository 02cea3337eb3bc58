// Studio program authoring (decision 0028): thin resolvers over the domain's authoring functions,
// which decide who may do what.
import {
  archiveProgram,
  createProgram,
  getStudioProgram,
  listAuditEntries,
  listStudioPrograms,
  publishProgram,
  returnProgramToDraft,
  submitProgramForReview,
  unpublishProgram,
  updateProgram,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { PaginateInput, paginatedEnvelope } from '../../pagination';
import { callerOf } from '../auth/caller';
import { respondWithCode } from '../auth/respond-with-code';
import { LanguageEnum, LearningTimeUnitEnum, LevelEnum, ProgramTypeEnum, PublicationStatusEnum } from './enums';
import { AuditEntryRef, StudioProgramDetailRef, StudioProgramRef } from './studio-program-type';

const ProgramResponse = envelopeOf('StudioProgramResponse', StudioProgramRef);

const coLecturers =
  'Approved lecturers shown beside the owner, in this order (decision 0076): at most 4, each once, never the owner';

const CreateProgramInput = builder.inputType('CreateProgramInput', {
  fields: (t) => ({
    type: t.field({ type: ProgramTypeEnum }),
    arTitle: t.string(),
    enTitle: t.string(),
    lecturerId: t.id({ description: "Administrators only; a lecturer's program is their own" }),
    coLecturerIds: t.idList({ description: coLecturers }),
  }),
});

// The program page's lists and search texts (decision 0071).
const listLines = {
  description:
    'The lines of the studio box, in order (blank ones dropped); at most 12 items of 200 characters; [] empties it',
};
const seoTitle = { description: 'At most 70 characters; empty or null: the page uses the title' };
const seoDescription = { description: 'At most 170 characters; empty or null: the page uses the summary' };

const ProgramChangesInput = builder.inputType('ProgramChangesInput', {
  description: 'Only the fields given change; null clears a clearable one',
  fields: (t) => ({
    arTitle: t.string(),
    enTitle: t.string(),
    arSummary: t.string(),
    enSummary: t.string(),
    arAbout: t.string({ description: 'HTML, sanitised when saved' }),
    enAbout: t.string({ description: 'HTML, sanitised when saved' }),
    slug: t.string({ description: 'Lower-case letters, digits and hyphens; the old one keeps redirecting' }),
    categoryId: t.id(),
    lecturerId: t.id({ description: 'Administrators only' }),
    coLecturerIds: t.idList({ description: `${coLecturers}; the whole new list, [] removes them all` }),
    level: t.field({ type: LevelEnum }),
    language: t.field({ type: LanguageEnum }),
    learningTime: t.int(),
    learningTimeUnit: t.field({ type: LearningTimeUnitEnum }),
    originalPrice: t.float({ description: 'EGP; after first publication, administrators only' }),
    priceAfterDiscount: t.float({ description: 'EGP, at most originalPrice; null: no discount' }),
    discountStartsAt: t.field({
      type: 'DateTime',
      description: 'When the discount starts (decision 0072); null: already started. Same rights as the prices',
    }),
    discountEndsAt: t.field({
      type: 'DateTime',
      description: 'When the discount ends, after discountStartsAt; null: no end. Same rights as the prices',
    }),
    hasCertificate: t.boolean(),
    thumbnail: t.string({ description: 'Key of a published COURSE_THUMBNAIL upload of yours' }),
    promoVideo: t.string({ description: 'Key of a published COURSE_PROMO_VIDEO upload of yours; null removes it' }),
    arOutcomes: t.stringList(listLines),
    enOutcomes: t.stringList(listLines),
    arRequirements: t.stringList(listLines),
    enRequirements: t.stringList(listLines),
    arAudience: t.stringList(listLines),
    enAudience: t.stringList(listLines),
    arSeoTitle: t.string(seoTitle),
    enSeoTitle: t.string(seoTitle),
    arSeoDescription: t.string(seoDescription),
    enSeoDescription: t.string(seoDescription),
  }),
});

const UpdateProgramInput = builder.inputType('UpdateProgramInput', {
  fields: (t) => ({
    programId: t.id(),
    version: t.int({ description: 'The version the changes were made on' }),
    changes: t.field({ type: ProgramChangesInput }),
  }),
});

const ProgramTransitionInput = builder.inputType('ProgramTransitionInput', {
  fields: (t) => ({
    programId: t.id(),
    version: t.int(),
    comment: t.string({ description: 'Sending back from review: what to fix (required there)' }),
  }),
});

const PublishProgramInput = builder.inputType('PublishProgramInput', {
  fields: (t) => ({
    programId: t.id(),
    version: t.int(),
    publishAt: t.field({ type: 'DateTime', description: 'Later: scheduled (SCHEDULED) until then; absent: now' }),
  }),
});

builder.queryField('studioPrograms', (t) =>
  t.field({
    type: paginatedEnvelope('StudioProgram', StudioProgramRef),
    description: "Studio: every program for administrators, a lecturer's own for them; others FORBIDDEN.",
    args: {
      paginate: t.arg({ type: PaginateInput }),
      status: t.arg({ type: PublicationStatusEnum }),
      type: t.arg({ type: ProgramTypeEnum }),
      search: t.arg.string({ description: 'Part of a title, the slug or the code' }),
    },
    resolve: (_root, args, ctx) => respond(ctx, () => listStudioPrograms(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.queryField('studioProgram', (t) =>
  t.field({
    type: envelopeOf('StudioProgramDetailResponse', StudioProgramDetailRef),
    description: "Studio: one program with its publishing checklist; another lecturer's is NOT_FOUND.",
    args: { programId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => getStudioProgram(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.queryField('auditEntries', (t) =>
  t.field({
    type: paginatedEnvelope('AuditEntry', AuditEntryRef),
    description:
      "Studio: a program's history for its editors (entityType program + entityId); everything for administrators.",
    args: {
      paginate: t.arg({ type: PaginateInput }),
      entityType: t.arg.string(),
      entityId: t.arg.id(),
    },
    resolve: (_root, args, ctx) => respond(ctx, () => listAuditEntries(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.mutationField('createProgram', (t) =>
  t.field({
    type: ProgramResponse,
    description: 'Studio: administrators and approved lecturers start a DRAFT program.',
    args: { input: t.arg({ type: CreateProgramInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, () => createProgram(ctx.deps, callerOf(ctx), input), 'PROGRAM_CREATED'),
  }),
);

builder.mutationField('updateProgram', (t) =>
  t.field({
    type: ProgramResponse,
    description: 'Studio: saves changes at a version (VERSION_CONFLICT when someone saved first).',
    args: { input: t.arg({ type: UpdateProgramInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, () => updateProgram(ctx.deps, callerOf(ctx), input), 'PROGRAM_SAVED'),
  }),
);

/** The lifecycle steps share one input and answer; each has its own domain function and message. */
const transitions = [
  [
    'submitProgramForReview',
    submitProgramForReview,
    'PROGRAM_SUBMITTED',
    'The owning lecturer or an administrator: DRAFT or UNPUBLISHED → IN_REVIEW, when complete.',
  ],
  [
    'returnProgramToDraft',
    returnProgramToDraft,
    'PROGRAM_RETURNED',
    'Administrators: back to DRAFT, with a note when coming from review.',
  ],
  [
    'unpublishProgram',
    unpublishProgram,
    'PROGRAM_UNPUBLISHED',
    'Administrators: PUBLISHED or SCHEDULED → UNPUBLISHED.',
  ],
  ['archiveProgram', archiveProgram, 'PROGRAM_ARCHIVED', 'Administrators: any status → ARCHIVED (read-only).'],
] as const;

for (const [name, run, okCode, description] of transitions) {
  builder.mutationField(name, (t) =>
    t.field({
      type: ProgramResponse,
      description: `Studio: ${description}`,
      args: { input: t.arg({ type: ProgramTransitionInput }) },
      resolve: (_root, { input }, ctx) => respond(ctx, () => run(ctx.deps, callerOf(ctx), input), okCode),
    }),
  );
}

builder.mutationField('publishProgram', (t) =>
  t.field({
    type: ProgramResponse,
    description: 'Studio, administrators: publishes a complete program now, or schedules it (publishAt).',
    args: { input: t.arg({ type: PublishProgramInput }) },
    resolve: (_root, { input }, ctx) =>
      respondWithCode(ctx, async () => {
        const program = await publishProgram(ctx.deps, callerOf(ctx), input);
        return {
          code: program.publicationStatus === 'SCHEDULED' ? 'PROGRAM_SCHEDULED' : 'PROGRAM_PUBLISHED',
          data: program,
        };
      }),
  }),
);
