// Policy pages in the studio (docs/product/studio.md, decision 0067): thin resolvers over the
// domain, which decides who may (administrators only).
import { listStudioPolicies, updatePolicy, type StudioPolicyView } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { paginatedEnvelope, wholeList } from '../../pagination';
import { callerOf } from '../auth/caller';

const StudioPolicyKindEnum = builder.enumType('StudioPolicyKind', {
  values: ['PAYMENT', 'PRIVACY', 'TERMS', 'ABOUT'] as const,
});

const StudioPolicyRef = builder.objectRef<StudioPolicyView>('StudioPolicy').implement({
  description: 'A policy page as administrators edit it',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: StudioPolicyKindEnum, resolve: (p) => p.kind }),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    contentAr: t.exposeString('contentAr', { description: 'Sanitised HTML' }),
    contentEn: t.exposeString('contentEn', { description: 'Sanitised HTML' }),
    version: t.exposeInt('version', { description: 'Send it back with the next change' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const UpdatePolicyInput = builder.inputType('UpdatePolicyInput', {
  fields: (t) => ({
    kind: t.field({ type: StudioPolicyKindEnum, required: true }),
    version: t.int({ description: 'The version opened' }),
    arTitle: t.string({ required: true }),
    enTitle: t.string({ required: true }),
    contentAr: t.string({ required: true, description: 'HTML from the rich-text editor; sanitised when stored' }),
    contentEn: t.string({ required: true, description: 'HTML from the rich-text editor; sanitised when stored' }),
  }),
});

builder.queryField('studioPolicies', (t) =>
  t.field({
    type: paginatedEnvelope('StudioPolicy', StudioPolicyRef),
    description: 'Studio, administrators only: every policy page with its version.',
    resolve: (_root, _args, ctx) =>
      respond(ctx, async () => wholeList(await listStudioPolicies(ctx.deps, callerOf(ctx)))),
  }),
);

builder.mutationField('updatePolicy', (t) =>
  t.field({
    type: envelopeOf('StudioPolicyResponse', StudioPolicyRef),
    description:
      'Administrators only: saves a policy page from the version opened (VERSION_CONFLICT otherwise). Audited; the page refreshes.',
    args: { input: t.arg({ type: UpdatePolicyInput }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => updatePolicy(ctx.deps, callerOf(ctx), args.input), 'POLICY_SAVED'),
  }),
);
