'use client';
import { useTranslations } from '#intl';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { useToast } from '@/shared/ui/toast/use-toast';
import { buttonStyles } from '@/shared/ui/styles';
import { request } from '@/shared/graphql/request';
import { addReviewMutation, type ReviewData } from '../api/community-documents';
import { StarRatingInput } from './star-rating-input';

const MAX_REVIEW = 2000;

/** Rating (required) and text (optional) from a learner who owns the program. */
export function ReviewForm({ programId, onAdded }: { programId: string; onAdded: (review: ReviewData) => void }) {
  const t = useTranslations('community.reviews');
  const toast = useToast();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; review?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!rating) {
      setErrors({ rating: t('ratingRequired') });
      return;
    }
    setBusy(true);
    try {
      const { addReview } = await request(addReviewMutation, {
        input: { learningProgramId: programId, rating, review: text },
      });
      if (addReview.success && addReview.data) {
        toast({ type: 'success', message: t('added') });
        onAdded(addReview.data);
        return;
      }
      const byField = Object.fromEntries(addReview.fieldErrors.map((f) => [f.field, f.message]));
      setErrors({
        rating: byField.rating,
        review: byField.review,
        form: addReview.fieldErrors.length ? undefined : addReview.message,
      });
    } catch {
      toast({ type: 'error', message: t('failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="review-form-heading"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface-raised p-5"
      data-testid="review-form"
    >
      <h3 id="review-form-heading" className="text-lg font-bold text-fg">
        {t('formHeading')}
      </h3>
      <StarRatingInput
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors((e) => ({ ...e, rating: undefined }));
        }}
        error={errors.rating}
      />
      <TextAreaField
        name="review"
        label={t('textLabel')}
        maxLength={MAX_REVIEW}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={errors.review}
      />
      {errors.form ? (
        <p role="alert" className="text-sm font-semibold [color:light-dark(#b42318,#fda29b)]">
          {errors.form}
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className={buttonStyles.primary}
          data-testid="review-submit"
        >
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
