import { builder } from '../../builder';
import { respond, VoidResponse } from '../../envelope';

// Placeholder until the auth module lands: `me` answers UNAUTHENTICATED for everyone.
builder.queryField('me', (t) =>
  t.field({
    type: VoidResponse,
    resolve: (_root, _args, ctx) =>
      respond(ctx, async () => {
        throw new (await import('@manara/domain')).AppError('UNAUTHENTICATED');
      }),
  }),
);
builder.mutationField('logout', (t) => t.field({ type: VoidResponse, resolve: (_r, _a, ctx) => respond(ctx, async () => true) }));
