'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/features/content/components/text-area-field';
import { buttonStyles } from '@/shared/components/ui/styles';

export const MAX_COMMENT = 2000;

interface CommentFormProps {
  label: string;
  submitLabel: string;
  /** Resolves to a field error to show, or null when the text was accepted (the form then clears). */
  onSubmit: (content: string) => Promise<string | null>;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId: string;
}

/** A comment or reply box with a character count; empty text is refused before asking the server. */
export function CommentForm({ label, submitLabel, onSubmit, onCancel, autoFocus, testId }: CommentFormProps) {
  const t = useTranslations('community.comments');
  const locale = useLocale() as Locale;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    try {
      const problem = await onSubmit(text);
      setError(problem ?? undefined);
      if (!problem) setText('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" data-testid={testId}>
      <TextAreaField
        name="content"
        label={label}
        placeholder={t('placeholder')}
        maxLength={MAX_COMMENT}
        rows={3}
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        error={error}
        hint={t('length', { n: formatNumber(text.length, locale), max: formatNumber(MAX_COMMENT, locale) })}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy || !text.trim()} aria-busy={busy || undefined} className={`${buttonStyles.primary} ${buttonStyles.small}`}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={`${buttonStyles.secondary} ${buttonStyles.small}`}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
