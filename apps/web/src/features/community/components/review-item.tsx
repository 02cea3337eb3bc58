'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { formatNumber } from '@manara/i18n';
import { StarShape } from '@/shared/ui/icons/catalogue-icons';
import type { ReviewData } from '../api/community-documents';
import { AuthorLine } from './author-line';
import { ConfirmDelete } from './confirm-delete';
import { ReportButton } from './report-button';

/** One review: author, stars, text; the author may delete their own. */
export function ReviewItem({ review, onDelete }: { review: ReviewData; onDelete?: () => Promise<void> }) {
  const t = useTranslations('community.reviews');
  const locale = useLocale() as Locale;
  return (
    <li
      className="flex flex-col gap-2 border-b border-line py-4 last:border-b-0"
      data-testid={review.isMine ? 'my-review' : 'review'}
    >
      <AuthorLine
        name={review.user.fullName}
        picture={review.user.profilePicture}
        date={review.createdAt}
        locale={locale}
      />
      <p role="img" aria-label={t('stars', { rating: formatNumber(review.rating, locale) })} className="flex gap-0.5">
        {[1, 2, 3, 4, 5].map((i) => (
          <svg
            key={i}
            width={16}
            height={16}
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            fill="currentColor"
            className={i <= review.rating ? 'text-amber-500' : 'text-line'}
          >
            <path d={StarShape} />
          </svg>
        ))}
      </p>
      {review.review ? (
        <p dir="auto" className="whitespace-pre-line text-fg" data-user-text>
          {review.review}
        </p>
      ) : null}
      {review.isMine ? null : (
        <div>
          <ReportButton target="REVIEW" targetId={review.id} name={review.user.fullName} compact />
        </div>
      )}
      {review.isMine && onDelete ? (
        <div>
          <ConfirmDelete
            labels={{ delete: t('delete'), question: t('deleteConfirm'), confirm: t('confirm'), cancel: t('cancel') }}
            onConfirm={onDelete}
            testId="review-delete"
          />
        </div>
      ) : null}
    </li>
  );
}
