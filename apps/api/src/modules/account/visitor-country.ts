import { findVisitorCountry } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';

builder.queryField('visitorCountry', (t) =>
  t.field({
    type: envelopeOf<string>('VisitorCountryResponse', 'String'),
    description:
      "Anyone. The caller's country (ISO 3166-1 alpha-2) from their address, for a phone field's starting country; data null when no IP-to-country service is configured or it does not know",
    resolve: (_r, _a, ctx) => respond(ctx, async () => (await findVisitorCountry(ctx.deps, ctx.caller)) as string),
  }),
);
