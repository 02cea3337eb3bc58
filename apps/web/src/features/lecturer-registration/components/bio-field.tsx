'use client';
import { useId } from 'react';
import { describedBy, FieldFrame, fieldClass } from './field-frame';

export const BIO_MAX_LENGTH = 2000;

/** A bio in one language; its text direction follows that language whatever the page's. */
export function BioField({
  name,
  label,
  hint,
  lang,
  error,
}: {
  name: string;
  label: string;
  hint: string;
  lang: 'ar' | 'en';
  error?: string;
}) {
  const id = `${useId()}${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        required
        rows={5}
        maxLength={BIO_MAX_LENGTH}
        lang={lang}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={fieldClass(error)}
      />
    </FieldFrame>
  );
}
