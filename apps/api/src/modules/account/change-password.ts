import { changePassword } from '@manara/domain';
import { builder } from '../../builder';
import { respond, VoidResponse } from '../../envelope';
import { callerOf } from '../auth/caller';

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({ currentPassword: t.string(), newPassword: t.string() }),
});

builder.mutationField('changePassword', (t) =>
  t.field({
    type: VoidResponse,
    args: { input: t.arg({ type: ChangePasswordInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, () => changePassword(ctx.deps, callerOf(ctx), input), 'PASSWORD_CHANGED'),
  }),
);
