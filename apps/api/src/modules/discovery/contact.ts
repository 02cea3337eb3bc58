import { sendContactMessage } from '@manara/domain';
import { builder } from '../../builder';
import { respond, VoidResponse } from '../../envelope';
import { callerOf } from '../auth/caller';

const SendContactMessageInput = builder.inputType('SendContactMessageInput', {
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    phone: t.string(),
    subject: t.string(),
    message: t.string(),
  }),
});

builder.mutationField('sendContactMessage', (t) =>
  t.field({
    type: VoidResponse,
    description: 'Stored and mailed to the support address; limited per client address',
    args: { input: t.arg({ type: SendContactMessageInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => sendContactMessage(ctx.deps, callerOf(ctx), args.input)),
  }),
);
