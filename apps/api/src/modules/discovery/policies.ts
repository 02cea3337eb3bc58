import { listPolicies, type PolicyView } from '@manara/domain';
import { builder } from '../../builder';
import { respond } from '../../envelope';
import { paginatedEnvelope, wholeList } from '../../pagination';
import { inLocale } from '../catalog/localized';

const PolicyKindEnum = builder.enumType('PolicyKind', { values: ['PAYMENT', 'PRIVACY', 'TERMS', 'ABOUT'] as const });

/** docs/product/catalogue.md Policy (id, title, contentEn, contentAr, updatedAt) plus its kind and localised forms. */
const PolicyRef = builder.objectRef<PolicyView>('Policy').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: PolicyKindEnum }),
    title: t.string({ resolve: (p, _a, ctx) => inLocale(ctx, p.arTitle, p.enTitle) }),
    enTitle: t.exposeString('enTitle'),
    arTitle: t.exposeString('arTitle'),
    contentEn: t.exposeString('contentEn', { description: 'Sanitised HTML' }),
    contentAr: t.exposeString('contentAr', { description: 'Sanitised HTML' }),
    content: t.string({ resolve: (p, _a, ctx) => inLocale(ctx, p.contentAr, p.contentEn) }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('getPolicies', (t) =>
  t.field({
    type: paginatedEnvelope('Policy', PolicyRef),
    resolve: (_r, _a, ctx) => respond(ctx, async () => wholeList(await listPolicies(ctx.deps))),
  }),
);
