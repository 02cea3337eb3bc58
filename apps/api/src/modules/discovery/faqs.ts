import { listFaqs, type FaqView } from '@manara/domain';
import { builder } from '../../builder';
import { respond } from '../../envelope';
import { paginatedEnvelope, wholeList } from '../../pagination';
import { inLocale } from '../catalog/localized';

const FaqRef = builder.objectRef<FaqView>('Faq').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    enQuestion: t.exposeString('enQuestion'),
    arQuestion: t.exposeString('arQuestion'),
    question: t.string({ resolve: (f, _a, ctx) => inLocale(ctx, f.arQuestion, f.enQuestion) }),
    enAnswer: t.exposeString('enAnswer'),
    arAnswer: t.exposeString('arAnswer'),
    answer: t.string({ resolve: (f, _a, ctx) => inLocale(ctx, f.arAnswer, f.enAnswer) }),
    order: t.exposeInt('order'),
  }),
});

const FaqPageResponse = paginatedEnvelope('Faq', FaqRef);

builder.queryField('userFaqs', (t) =>
  t.field({
    type: FaqPageResponse,
    resolve: (_r, _a, ctx) => respond(ctx, async () => wholeList(await listFaqs(ctx.deps, 'USER'))),
  }),
);

builder.queryField('lecturerFaqs', (t) =>
  t.field({
    type: FaqPageResponse,
    resolve: (_r, _a, ctx) => respond(ctx, async () => wholeList(await listFaqs(ctx.deps, 'LECTURER'))),
  }),
);
