'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { StarShape } from '@/shared/ui/icons/catalogue-icons';

interface StarRatingInputProps {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}

/**
 * The 1–5 rating as a radio group (native radios: arrow keys move and choose, Tab leaves the
 * group). Stars up to the chosen or hovered one are filled; each radio is named "n stars".
 */
export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const t = useTranslations('community.reviews');
  const locale = useLocale() as Locale;
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} data-testid="rating-input">
      <legend className="text-sm font-medium text-fg">{t('ratingLegend')}</legend>
      <div className="mt-2 flex gap-1" onMouseLeave={() => setHovered(null)}>
        {[1, 2, 3, 4, 5].map((rating) => (
          <label key={rating} className="cursor-pointer" onMouseEnter={() => setHovered(rating)}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="peer sr-only"
            />
            <span className="sr-only">{t('starOption', { count: rating, n: formatNumber(rating, locale) })}</span>
            <svg
              width={32}
              height={32}
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              className={`rounded-md peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--accent)] ${
                rating <= shown ? 'text-amber-500' : 'text-fg-muted/40'
              }`}
              fill="currentColor"
            >
              <path d={StarShape} />
            </svg>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm [color:light-dark(#b42318,#fda29b)]">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
