// FAQs in the studio (docs/product/studio.md, decision 0067): thin resolvers over the domain,
// which decides who may (administrators only).
import { createFaq, deleteFaq, listStudioFaqs, reorderFaqs, updateFaq, type StudioFaqView } from '@manara/domain';
import { builder, type Types } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { paginatedEnvelope, wholeList } from '../../pagination';
import { callerOf } from '../auth/caller';

const FaqAudienceEnum = builder.enumType('FaqAudience', {
  description: 'USER: the learners’ FAQ page; LECTURER: the questions lecturers ask',
  values: ['USER', 'LECTURER'] as const,
});

const StudioFaqRef = builder.objectRef<StudioFaqView>('StudioFaq').implement({
  description: 'A frequently asked question as administrators manage it',
  fields: (t) => ({
    id: t.exposeID('id'),
    audience: t.field({ type: FaqAudienceEnum, resolve: (faq) => faq.audience }),
    arQuestion: t.exposeString('arQuestion'),
    enQuestion: t.exposeString('enQuestion'),
    arAnswer: t.exposeString('arAnswer'),
    enAnswer: t.exposeString('enAnswer'),
    isShown: t.exposeBoolean('isShown', { description: 'false: kept, but off the public page' }),
    sortOrder: t.exposeInt('sortOrder'),
    version: t.exposeInt('version', { description: 'Send it back with the next change' }),
  }),
});

const faqFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  arQuestion: t.string({ required: true }),
  enQuestion: t.string({ required: true }),
  arAnswer: t.string({ required: true }),
  enAnswer: t.string({ required: true }),
  isShown: t.boolean({ description: 'Default true' }),
});
const FaqInput = builder.inputType('FaqInput', {
  fields: (t) => ({ audience: t.field({ type: FaqAudienceEnum, required: true }), ...faqFields(t) }),
});
const UpdateFaqInput = builder.inputType('UpdateFaqInput', {
  fields: (t) => ({ faqId: t.id(), version: t.int({ description: 'The version opened' }), ...faqFields(t) }),
});
const DeleteFaqInput = builder.inputType('DeleteFaqInput', { fields: (t) => ({ faqId: t.id(), version: t.int() }) });
const ReorderFaqsInput = builder.inputType('ReorderFaqsInput', {
  fields: (t) => ({
    audience: t.field({ type: FaqAudienceEnum, required: true }),
    faqIds: t.idList({ description: 'Every question of the audience, each once, in the new order' }),
  }),
});
const DeletedFaqRef = builder.objectRef<{ id: string }>('DeletedFaq').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const response = envelopeOf('StudioFaqResponse', StudioFaqRef);
const listResponse = paginatedEnvelope('StudioFaq', StudioFaqRef);

builder.queryField('studioFaqs', (t) =>
  t.field({
    type: listResponse,
    description: 'Studio, administrators only: one audience’s questions, hidden ones included, in their order.',
    args: { audience: t.arg({ type: FaqAudienceEnum, required: true }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, async () => wholeList(await listStudioFaqs(ctx.deps, callerOf(ctx), args))),
  }),
);

builder.mutationField('createFaq', (t) =>
  t.field({
    type: response,
    description:
      'Administrators only: adds a question at the end of its audience’s list. Audited; the FAQ page refreshes.',
    args: { input: t.arg({ type: FaqInput }) },
    resolve: (_root, args, ctx) => respond(ctx, () => createFaq(ctx.deps, callerOf(ctx), args.input), 'FAQ_CREATED'),
  }),
);

builder.mutationField('updateFaq', (t) =>
  t.field({
    type: response,
    description: 'Administrators only: saves a question from the version opened (VERSION_CONFLICT otherwise). Audited.',
    args: { input: t.arg({ type: UpdateFaqInput }) },
    resolve: (_root, args, ctx) => respond(ctx, () => updateFaq(ctx.deps, callerOf(ctx), args.input), 'FAQ_SAVED'),
  }),
);

builder.mutationField('deleteFaq', (t) =>
  t.field({
    type: envelopeOf('DeleteFaqResponse', DeletedFaqRef),
    description: 'Administrators only: deletes a question at the version opened. Audited.',
    args: { input: t.arg({ type: DeleteFaqInput }) },
    resolve: (_root, args, ctx) => respond(ctx, () => deleteFaq(ctx.deps, callerOf(ctx), args.input), 'FAQ_DELETED'),
  }),
);

builder.mutationField('reorderFaqs', (t) =>
  t.field({
    type: listResponse,
    description:
      'Administrators only: a new order for one audience’s questions, naming each once (a list changed in between: VERSION_CONFLICT). Audited.',
    args: { input: t.arg({ type: ReorderFaqsInput }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, async () => wholeList(await reorderFaqs(ctx.deps, callerOf(ctx), args.input)), 'FAQS_REORDERED'),
  }),
);
