import { requestPasswordReset, resetPasswordWithCode } from '@manara/domain';
import { builder } from '../../builder';
import { respond, VoidResponse } from '../../envelope';
import { callerOf } from './caller';
import { ResetPasswordByEmailInput, VerifyPasswordResetVerificationCodeInput } from './inputs';

builder.mutationField('resetPasswordByEmail', (t) =>
  t.field({
    type: VoidResponse,
    args: { input: t.arg({ type: ResetPasswordByEmailInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, () => requestPasswordReset(ctx.deps, callerOf(ctx), input), 'CODE_SENT'),
  }),
);

builder.mutationField('verifyPasswordResetVerificationCode', (t) =>
  t.field({
    type: VoidResponse,
    args: { input: t.arg({ type: VerifyPasswordResetVerificationCodeInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(
        ctx,
        async () => {
          const { signedOut } = await resetPasswordWithCode(ctx.deps, callerOf(ctx), input);
          if (signedOut) ctx.session.clear();
          return true;
        },
        'PASSWORD_CHANGED',
      ),
  }),
);
