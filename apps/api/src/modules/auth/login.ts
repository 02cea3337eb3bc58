import { loginWithPassword } from '@manara/domain';
import { builder } from '../../builder';
import { respond } from '../../envelope';
import { callerOf } from './caller';
import { EmailAndPasswordLoginInput } from './inputs';
import { LoginResponse, toUserView } from './user-type';

builder.mutationField('emailAndPasswordLogin', (t) =>
  t.field({
    type: LoginResponse,
    args: { input: t.arg({ type: EmailAndPasswordLoginInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(
        ctx,
        async () => {
          const result = await loginWithPassword(ctx.deps, callerOf(ctx), input);
          ctx.session.set(result.token, result.expiresAt);
          // The web keeps the token only in the httpOnly cookie; other clients send it as a bearer.
          const token = ctx.isWebClient ? null : result.token;
          return { user: toUserView(result.user, token), token, expiresAt: result.expiresAt };
        },
        'LOGGED_IN',
      ),
  }),
);
