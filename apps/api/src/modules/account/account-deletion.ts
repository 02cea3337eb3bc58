import { deleteMyAccount, exportMyData } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond, VoidResponse } from '../../envelope';
import { callerOf } from '../auth/caller';

// Account deletion and data export for the signed-in learner (docs/product/accounts.md, decision 0055).

const DeleteMyAccountInput = builder.inputType('DeleteMyAccountInput', {
  fields: (t) => ({
    password: t.string({ description: "The account's password; required when it has one" }),
    email: t.string({ description: "The account's e-mail typed again, for an account without a password" }),
  }),
});

builder.mutationField('deleteMyAccount', (t) =>
  t.field({
    type: VoidResponse,
    description:
      'Signed-in learners: erases the account (orders and invoices kept, as the tax law requires) and ends every session, this one included. Lecturers and administrators: ACCOUNT_DELETION_BY_REQUEST.',
    args: { input: t.arg({ type: DeleteMyAccountInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(
        ctx,
        async () => {
          const done = await deleteMyAccount(ctx.deps, callerOf(ctx), input);
          ctx.session.clear();
          return done;
        },
        'ACCOUNT_DELETED',
      ),
  }),
);

builder.queryField('exportMyData', (t) =>
  t.field({
    type: envelopeOf('MyDataResponse', 'String'),
    description: 'Signed-in users: everything the platform holds about them, as one JSON document (a string).',
    resolve: (_root, _args, ctx) => respond(ctx, () => exportMyData(ctx.deps, callerOf(ctx))),
  }),
);
