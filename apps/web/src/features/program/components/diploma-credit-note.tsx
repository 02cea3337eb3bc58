'use client';
import type { Locale } from '@manara/i18n';
import { formatEgp, formatNumber } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import type { DiplomaCreditData } from '../api/program-documents';

/** Before payment: how many of the diploma's programs the learner owns and what that takes off (decision 0040). */
export function DiplomaCreditNote({ credit }: { credit: DiplomaCreditData }) {
  const t = useTranslations('program.diploma');
  const locale = useLocale() as Locale;
  return (
    <div className="rounded-xl bg-accent-soft p-3 text-sm text-fg" data-testid="diploma-credit">
      <p>
        {t('credit', {
          ownedN: formatNumber(credit.ownedCount, locale),
          total: credit.programsCount,
          totalN: formatNumber(credit.programsCount, locale),
          amount: formatEgp(credit.amount, locale),
        })}
      </p>
      <p className="mt-1 font-semibold">
        {t('yourPrice', {
          price: formatEgp(credit.price, locale),
          withVat: formatEgp(credit.priceWithVat, locale),
        })}
      </p>
    </div>
  );
}
