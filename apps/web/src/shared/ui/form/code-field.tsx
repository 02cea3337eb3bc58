'use client';
import { useTranslations } from '#intl';
import { TextField } from './text-field';

/** The e-mailed 6-digit code (Arabic-Indic digits accepted, normalised on submit). */
export function CodeField({
  error,
  autoFocus,
  className,
}: {
  error?: string;
  autoFocus?: boolean;
  className?: string;
}) {
  const t = useTranslations('auth');
  return (
    <TextField
      name="code"
      label={t('fields.code')}
      hint={t('hints.code')}
      error={error}
      required
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      autoFocus={autoFocus}
      className={className}
    />
  );
}
