'use client';
import { useTranslations } from '#intl';
import { useId, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/shared/ui/styles';
import { parsePriceInput } from '../../lib/price-input';
import { fieldLabel, inputClass } from './field-styles';

/**
 * Minimum and maximum price in EGP, applied together with a button (typing must not refetch on
 * every key). Arabic-Indic digits are accepted; a value that is not a number is pointed out.
 */
export function PriceRange({
  min,
  max,
  onApply,
}: {
  min: number | null;
  max: number | null;
  onApply?: (range: { min: number | null; max: number | null }) => void;
}) {
  const t = useTranslations('explore.filters');
  const id = useId();
  const [minText, setMinText] = useState(min === null ? '' : String(min));
  const [maxText, setMaxText] = useState(max === null ? '' : String(max));
  const [invalid, setInvalid] = useState<{ min: boolean; max: boolean }>({ min: false, max: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextMin = parsePriceInput(minText);
    const nextMax = parsePriceInput(maxText);
    const bad = { min: minText.trim() !== '' && nextMin === null, max: maxText.trim() !== '' && nextMax === null };
    setInvalid(bad);
    if (bad.min || bad.max) return;
    onApply?.(
      nextMin !== null && nextMax !== null && nextMin > nextMax
        ? { min: nextMax, max: nextMin }
        : { min: nextMin, max: nextMax },
    );
  };

  const field = (which: 'min' | 'max', text: string, setText: (v: string) => void) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${id}-${which}`} className={fieldLabel}>
        {t(which === 'min' ? 'minPrice' : 'maxPrice')}
      </label>
      <input
        id={`${id}-${which}`}
        name={which}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t(which === 'min' ? 'pricePlaceholderMin' : 'pricePlaceholderMax')}
        aria-invalid={invalid[which] || undefined}
        aria-describedby={invalid[which] ? `${id}-error` : undefined}
        className={`${inputClass} text-start`}
      />
    </div>
  );

  return (
    <form onSubmit={submit} noValidate>
      <fieldset>
        <legend className={fieldLabel}>{t('price')}</legend>
        <div className="flex gap-2">
          {field('min', minText, setMinText)}
          {field('max', maxText, setMaxText)}
        </div>
        {invalid.min || invalid.max ? (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm [color:light-dark(#b42318,#fda29b)]">
            {t('priceInvalid')}
          </p>
        ) : null}
        <button type="submit" className={`${buttonStyles.secondary} ${buttonStyles.small} mt-2 w-full`}>
          {t('applyPrice')}
        </button>
      </fieldset>
    </form>
  );
}
