import { useLocale, useTranslations } from '#intl';
import { formatEgp, formatNumber, type Locale } from '@manara/i18n';
import { priceView } from '@/shared/lib/money';

/**
 * The price paid, with the original struck through and the saving when discounted, and the plain
 * note that VAT is added at checkout at the API's rate (docs/product/commerce.md VAT).
 */
export function PriceTag({
  originalPrice,
  priceAfterDiscount,
  vatRate,
  size = 'md',
}: {
  originalPrice: number;
  priceAfterDiscount: number;
  vatRate: number;
  size?: 'md' | 'lg';
}) {
  const t = useTranslations('explore.card');
  const locale = useLocale() as Locale;
  const price = priceView(originalPrice, priceAfterDiscount);
  const main = size === 'lg' ? 'text-2xl' : 'text-lg';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className="sr-only">{t('price')}: </span>
      <span className={`${main} font-bold text-fg`}>{price.free ? t('free') : formatEgp(price.pay, locale)}</span>
      {price.was !== null ? (
        <>
          <span className="sr-only">{t('originalPrice')}: </span>
          <s className="text-sm text-fg-muted">{formatEgp(price.was, locale)}</s>
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
            {t('percentOff', { percent: formatNumber(price.percentOff ?? 0, locale) })}
          </span>
        </>
      ) : null}
      {!price.free && vatRate > 0 ? (
        <span className="basis-full text-xs text-fg-muted" data-testid="vat-note">
          {t('vatNote', { rate: formatNumber(vatRate, locale) })}
        </span>
      ) : null}
    </p>
  );
}
