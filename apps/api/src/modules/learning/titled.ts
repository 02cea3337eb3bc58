import type { Types } from '../../builder';
import { inLocale } from '../catalog/localized';

/** The title fields every learning object has: both languages, and `title` in the request's language. */
export function titledFields<T extends { enTitle: string; arTitle: string }>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, T>,
) {
  return {
    enTitle: t.string({ resolve: (o) => o.enTitle }),
    arTitle: t.string({ resolve: (o) => o.arTitle }),
    title: t.string({
      resolve: (o, _a, ctx) => inLocale(ctx, o.arTitle, o.enTitle),
    }),
  };
}
