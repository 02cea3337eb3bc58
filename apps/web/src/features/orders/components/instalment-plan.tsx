'use client';
import { formatEgp, formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import type { TransactionData } from '../api/order-documents';

type Plan = NonNullable<TransactionData['instalmentPlan']>;

/** The lender's instalment plan as its paid callback gave it (decision 0065); unknown parts are left out. */
export function InstalmentPlan({ plan, headingId }: { plan: Plan; headingId: string }) {
  const t = useTranslations('cart.plan');
  const locale = useLocale() as Locale;
  const rows: [string, string][] = [];
  if (plan.lender) rows.push([t('lender'), plan.lender]);
  if (plan.months !== null)
    rows.push([t('months'), t('monthsValue', { months: plan.months, n: formatNumber(plan.months, locale) })]);
  if (plan.monthlyAmount !== null) rows.push([t('monthly'), formatEgp(plan.monthlyAmount, locale)]);
  if (plan.downPayment !== null) rows.push([t('downPayment'), formatEgp(plan.downPayment, locale)]);
  return (
    <section aria-labelledby={headingId} className="w-full text-start" data-testid="instalment-plan">
      <h3 id={headingId} className="text-sm font-bold text-fg">
        {t('title')}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-fg-muted">{label}</dt>
            <dd className="font-semibold text-fg">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
