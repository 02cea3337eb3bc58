import { getCurrentUser } from '@manara/domain';
import { builder } from '../../builder';
import { respond } from '../../envelope';
import { callerOf } from './caller';
import { toUserView, UserResponse } from './user-type';

builder.queryField('me', (t) =>
  t.field({
    type: UserResponse,
    resolve: (_root, _args, ctx) => respond(ctx, async () => toUserView(await getCurrentUser(ctx.deps, callerOf(ctx)))),
  }),
);
