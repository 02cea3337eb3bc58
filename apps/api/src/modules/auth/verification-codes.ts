import { sendVerificationCode, verifyCodeByEmail } from '@manara/domain';
import { builder } from '../../builder';
import { respond, VoidResponse } from '../../envelope';
import { callerOf } from './caller';
import { SendEmailVerificationCodeInput, VerifyUserVerificationCodeByEmailInput } from './inputs';
import { respondWithCode } from './respond-with-code';

builder.mutationField('sendEmailVerificationCode', (t) =>
  t.field({
    type: VoidResponse,
    args: { input: t.arg({ type: SendEmailVerificationCodeInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, () => sendVerificationCode(ctx.deps, callerOf(ctx), input), 'CODE_SENT'),
  }),
);

builder.mutationField('verifyUserVerificationCodeByEmail', (t) =>
  t.field({
    type: VoidResponse,
    args: { input: t.arg({ type: VerifyUserVerificationCodeByEmailInput }) },
    resolve: (_root, { input }, ctx) =>
      respondWithCode(ctx, async () => ({ code: await verifyCodeByEmail(ctx.deps, callerOf(ctx), input), data: true })),
  }),
);
