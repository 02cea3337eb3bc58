'use client';
import { useTranslations } from '#intl';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { loginHref } from '@/shared/auth/login-href';
import { Link } from '@/i18n/navigation';
import { useToast } from '@/shared/ui/toast/use-toast';
import { buttonStyles } from '@/shared/ui/styles';
import { request } from '@/shared/graphql/request';
import {
  deleteReviewMutation,
  reviewsQuery,
  reviewSummaryQuery,
  type ReviewData,
  type ReviewSummaryData,
} from '../api/community-documents';
import { RatingSummary } from './rating-summary';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

const PAGE_SIZE = 5;

type Loaded = { summary: ReviewSummaryData; reviews: ReviewData[]; page: number; hasNext: boolean };

/** Program reviews: summary and histogram, the owner's form or own review, the list with 'more'. */
export function ReviewsSection({ programId }: { programId: string }) {
  const t = useTranslations('community.reviews');
  const { status } = useSession();
  const pathname = usePathname();
  const toast = useToast();
  const [state, setState] = useState<Loaded | 'loading' | 'error'>('loading');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const [{ reviewSummary }, { reviews }] = await Promise.all([
        request(reviewSummaryQuery, { courseId: programId }),
        request(reviewsQuery, { courseId: programId, paginate: { page: 1, limit: PAGE_SIZE } }),
      ]);
      if (!reviewSummary.data || !reviews.data) throw new Error(reviewSummary.message);
      setState({
        summary: reviewSummary.data,
        reviews: reviews.data.items,
        page: 1,
        hasNext: reviews.data.pageInfo.hasNext,
      });
    } catch {
      setState('error');
    }
  }, [programId]);

  useEffect(() => {
    // Wait for the session: the summary says whether this viewer may review.
    if (status !== 'loading') void load();
  }, [status, load]);

  async function more() {
    if (typeof state !== 'object') return;
    setBusy(true);
    try {
      const { reviews } = await request(reviewsQuery, {
        courseId: programId,
        paginate: { page: state.page + 1, limit: PAGE_SIZE },
      });
      if (!reviews.data) throw new Error(reviews.message);
      const seen = new Set(state.reviews.map((r) => r.id));
      setState({
        ...state,
        reviews: [...state.reviews, ...reviews.data.items.filter((r) => !seen.has(r.id))],
        page: state.page + 1,
        hasNext: reviews.data.pageInfo.hasNext,
      });
    } catch {
      toast({ type: 'error', message: t('failed') });
    } finally {
      setBusy(false);
    }
  }

  async function remove(reviewId: string) {
    const { deleteReview } = await request(deleteReviewMutation, { reviewId }).catch(() => ({ deleteReview: null }));
    if (!deleteReview?.success) {
      toast({ type: 'error', message: deleteReview?.message ?? t('failed') });
      return;
    }
    toast({ type: 'success', message: t('deleted') });
    await load();
  }

  // The viewer's own review is shown on its own, above the others.
  const others = typeof state === 'object' ? state.reviews.filter((r) => !r.isMine) : [];
  return (
    <section aria-labelledby="reviews-heading" className="mt-10" data-testid="reviews-section">
      <h2 id="reviews-heading" className="text-2xl font-bold text-fg">
        {t('heading')}
      </h2>
      {state === 'loading' ? (
        <div className="mt-4 h-28 animate-pulse rounded-card bg-surface-muted" aria-hidden="true" />
      ) : null}
      {state === 'error' ? (
        <p className="mt-4 flex flex-wrap items-center gap-3 text-fg-muted">
          {t('failed')}
          <button
            type="button"
            onClick={() => void load()}
            className={`${buttonStyles.secondary} ${buttonStyles.small}`}
          >
            {t('retry')}
          </button>
        </p>
      ) : null}
      {typeof state === 'object' ? (
        <div className="mt-4 flex flex-col gap-6" data-testid="reviews-ready">
          {/* A zero average with empty bars says nothing; the empty line below says it plainly. */}
          {state.summary.totalNumberOfRatings > 0 ? <RatingSummary summary={state.summary} /> : null}
          {status === 'signed-out' ? (
            <p>
              <Link href={loginHref(pathname)} className={`${buttonStyles.secondary} ${buttonStyles.small}`}>
                {t('loginToReview')}
              </Link>
            </p>
          ) : null}
          {state.summary.canReview ? <ReviewForm programId={programId} onAdded={() => void load()} /> : null}
          {status === 'signed-in' && !state.summary.canReview && !state.summary.myReview ? (
            <p className="text-fg-muted">{t('enrolToReview')}</p>
          ) : null}
          {state.summary.myReview ? (
            <div>
              <h3 className="text-lg font-bold text-fg">{t('mine')}</h3>
              <ul className="flex flex-col">
                <ReviewItem review={state.summary.myReview} onDelete={() => remove(state.summary.myReview!.id)} />
              </ul>
            </div>
          ) : null}
          {others.length === 0 && !state.summary.myReview ? (
            <p className="text-fg-muted">{t('empty')}</p>
          ) : (
            <ul className="flex flex-col" data-testid="review-list">
              {others.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
          )}
          {state.hasNext ? (
            <div>
              <button
                type="button"
                onClick={more}
                disabled={busy}
                aria-busy={busy || undefined}
                className={buttonStyles.secondary}
              >
                {t('loadMore')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
