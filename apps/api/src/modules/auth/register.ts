import { registerUser } from '@manara/domain';
import { builder } from '../../builder';
import { respond } from '../../envelope';
import { callerOf } from './caller';
import { RegisterAsUserInput } from './inputs';
import { toUserView, UserResponse } from './user-type';

builder.mutationField('registerAsUser', (t) =>
  t.field({
    type: UserResponse,
    args: { input: t.arg({ type: RegisterAsUserInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, async () => toUserView(await registerUser(ctx.deps, callerOf(ctx), input)), 'REGISTERED'),
  }),
);
