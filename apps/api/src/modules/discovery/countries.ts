import { listCountries, type CountryView } from '@manara/domain';
import { builder } from '../../builder';
import { respond } from '../../envelope';
import { paginatedEnvelope, wholeList } from '../../pagination';
import { inLocale } from '../catalog/localized';

const CountryRef = builder.objectRef<CountryView>('Country').implement({
  fields: (t) => ({
    isoCode: t.exposeString('isoCode', { description: 'ISO 3166-1 alpha-2' }),
    localeName: t.string({ resolve: (c, _a, ctx) => inLocale(ctx, c.arName, c.enName) }),
    enName: t.exposeString('enName'),
    arName: t.exposeString('arName'),
    dialCode: t.exposeString('dialCode'),
  }),
});

builder.queryField('countries', (t) =>
  t.field({
    type: paginatedEnvelope('Country', CountryRef),
    description: 'Preferred countries first, then by English name',
    resolve: (_r, _a, ctx) => respond(ctx, async () => wholeList(await listCountries(ctx.deps))),
  }),
);
