import { getInvoiceByTransactionId } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { InvoiceRef } from './invoice-type';

builder.queryField('getInvoiceByTransactionId', (t) =>
  t.field({
    type: envelopeOf('InvoiceResponse', InvoiceRef),
    description: "The invoice of one of the signed-in learner's paid transactions; NOT_FOUND for anyone else's",
    args: { id: t.arg.id() },
    resolve: (_r, args, ctx) => respond(ctx, () => getInvoiceByTransactionId(ctx.deps, ctx.caller, args.id)),
  }),
);
