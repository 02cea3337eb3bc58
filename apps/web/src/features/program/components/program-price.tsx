import { formatDateTime, formatEgp, formatNumber, type Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import { priceView } from '@/shared/lib/money';

/**
 * What the learner pays, with the crossed-out original and the saving when discounted, the note
 * that VAT is added at the API's rate, what buying it alone costs with VAT — the cart's figure
 * (docs/product/commerce.md VAT) — and when a discount with an end stops (Cairo time, decision 0072).
 */
export async function ProgramPrice({
  originalPrice,
  priceAfterDiscount,
  offerEndsAt,
  vatRate,
  priceWithVat,
  locale,
}: {
  originalPrice: number;
  priceAfterDiscount: number;
  /** When the discount that applies now ends; null without one or without an end. */
  offerEndsAt: string | null;
  vatRate: number;
  priceWithVat: number;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'program.price' });
  const card = await getTranslations({ locale, namespace: 'explore.card' });
  const price = priceView(originalPrice, priceAfterDiscount);
  const vatAdded = !price.free && vatRate > 0;
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
              {t('off', { percent: formatNumber(price.percentOff ?? 0, locale) })}
            </span>
          </>
        ) : null}
      </p>
      {price.was !== null && offerEndsAt ? (
        <p className="mt-1 text-sm font-medium text-accent" data-testid="offer-ends">
          {card('offerEnds', { date: formatDateTime(offerEndsAt, locale) })}
        </p>
      ) : null}
      {vatAdded ? (
        <p className="mt-1 text-sm text-fg-muted">
          <span data-testid="vat-note">{t('vatNote', { rate: formatNumber(vatRate, locale) })}</span>
          {' · '}
          <span data-testid="price-with-vat">{t('withVat', { price: formatEgp(priceWithVat, locale) })}</span>
        </p>
      ) : null}
    </div>
  );
}
