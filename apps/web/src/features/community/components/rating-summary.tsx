'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { RatingStars } from '@/shared/ui/rating-stars';
import type { ReviewSummaryData } from '../api/community-documents';

/** The average with its stars and the 5→1 histogram (each row says its share in words). */
export function RatingSummary({ summary }: { summary: ReviewSummaryData }) {
  const t = useTranslations('community.reviews');
  const locale = useLocale() as Locale;
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
      <div className="flex shrink-0 flex-col items-start gap-1">
        <p className="text-4xl font-bold text-fg" data-testid="rating-average">
          {formatNumber(summary.averageRating, locale)}
        </p>
        <RatingStars rating={summary.averageRating} count={summary.totalNumberOfRatings} />
      </div>
      <ul
        aria-label={t('histogramLabel')}
        className="flex w-full max-w-md flex-col gap-1.5"
        data-testid="rating-histogram"
      >
        {summary.histogram.map((bucket) => (
          <li key={bucket.rating} className="flex items-center gap-3 text-sm">
            <span className="w-16 shrink-0 text-fg">
              {t('histogramRow', { stars: bucket.rating, n: formatNumber(bucket.rating, locale) })}
            </span>
            <span aria-hidden="true" className="relative h-2.5 flex-1 overflow-hidden rounded-full bg-surface-muted">
              <span
                className="absolute inset-y-0 start-0 rounded-full bg-amber-500"
                style={{ width: `${bucket.percentage}%` }}
              />
            </span>
            <span className="w-12 shrink-0 text-end text-fg-muted">
              {t('histogramShare', { percent: formatNumber(bucket.percentage, locale) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
