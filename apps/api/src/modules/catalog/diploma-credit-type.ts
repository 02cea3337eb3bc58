import type { DiplomaCreditView } from '@manara/domain';
import { builder } from '../../builder';

/** decision 0040: what a diploma costs a learner who owns some of its programs. */
export const DiplomaCreditRef = builder.objectRef<DiplomaCreditView>('DiplomaCredit').implement({
  fields: (t) => ({
    ownedCount: t.exposeInt('ownedCount', { description: "How many of the diploma's programs the viewer owns" }),
    programsCount: t.exposeInt('programsCount', { description: 'Its published courses and workshops' }),
    amount: t.exposeFloat('amount', { description: 'EGP taken off the diploma for the programs owned' }),
    price: t.exposeFloat('price', { description: 'EGP the viewer pays for the diploma, VAT excluded' }),
    priceWithVat: t.exposeFloat('priceWithVat', {
      description: 'EGP the viewer pays for the diploma alone, VAT included',
    }),
    allOwned: t.exposeBoolean('allOwned', {
      description: 'Every program is owned: the diploma cannot be bought and counts as owned',
    }),
  }),
});
