import { useLocale, useTranslations } from '#intl';
import { formatNumber, type Locale } from '@manara/i18n';
import { starRow } from './icons/catalogue-icons';
import { countArgs } from '@/shared/lib/count-args';

/**
 * Five stars filled to the average (to a tenth), with the number of ratings (docs/product/shell.md);
 * nothing at all before the first rating, so new programs do not all say "no ratings yet".
 */
export function RatingStars({ rating, count, size = 16 }: { rating: number; count: number; size?: number }) {
  const t = useTranslations('explore.card');
  const locale = useLocale() as Locale;
  if (count <= 0) return null;
  const value = Math.min(5, Math.max(0, rating));
  const shown = formatNumber(Math.round(value * 10) / 10, locale);
  return (
    <p className="flex items-center gap-1.5 text-sm" data-testid="rating-stars">
      <span className="font-bold text-fg">{shown}</span>
      <span role="img" aria-label={t('rating', { rating: shown })} className="relative inline-flex">
        <Stars size={size} className="text-line" />
        {/* The filled layer is clipped from the inline start, so it grows right-to-left in Arabic. */}
        <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${(value / 5) * 100}%` }}>
          <Stars size={size} className="text-amber-500" />
        </span>
      </span>
      <span className="text-fg-muted">({t('ratingsCount', countArgs(count, locale))})</span>
    </p>
  );
}

// One svg per layer: a rated card's stars are 6 elements instead of 22, less for a page of cards to
// lay out and hydrate.
const FIVE_STARS = starRow(5);

function Stars({ size, className }: { size: number; className: string }) {
  return (
    <span className={`flex shrink-0 ${className}`} aria-hidden="true">
      <svg
        width={size * 5}
        height={size}
        viewBox="0 0 120 24"
        fill="currentColor"
        focusable="false"
        className="shrink-0"
      >
        <path d={FIVE_STARS} />
      </svg>
    </span>
  );
}
