import { logoutSession } from '@manara/domain';
import { builder } from '../../builder';
import { respond, VoidResponse } from '../../envelope';
import { callerOf } from './caller';

builder.mutationField('logout', (t) =>
  t.field({
    type: VoidResponse,
    resolve: (_root, _args, ctx) =>
      respond(
        ctx,
        async () => {
          ctx.session.clear();
          return logoutSession(ctx.deps, callerOf(ctx));
        },
        'LOGGED_OUT',
      ),
  }),
);
