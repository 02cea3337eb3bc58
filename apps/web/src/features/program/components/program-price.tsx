import { formatEgp, type Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import { priceView } from '@/shared/lib/money';

/** What the learner pays, with the crossed-out original and the saving when discounted. */
export async function ProgramPrice({
  originalPrice,
  priceAfterDiscount,
  locale,
}: {
  originalPrice: number;
  priceAfterDiscount: number;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'program.price' });
  const price = priceView(originalPrice, priceAfterDiscount);
  return (
    <div>
      <p className="sr-only">{t('label')}</p>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold text-fg" data-testid="program-price">
          {price.free ? t('free') : formatEgp(price.pay, locale)}
        </span>
        {price.was !== null ? (
          <>
            <span className="sr-only">{t('was', { price: formatEgp(price.was, locale) })}</span>
            <del aria-hidden="true" className="text-fg-muted">
              {formatEgp(price.was, locale)}
            </del>
            <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-sm font-semibold text-accent">
              {t('off', { percent: price.percentOff ?? 0 })}
            </span>
          </>
        ) : null}
      </p>
    </div>
  );
}
