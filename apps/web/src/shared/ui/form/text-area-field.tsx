'use client';
import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldNotes, fieldBorder, fieldNoteIds } from './field-notes';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line field, styled and wired for errors like the auth TextField. */
export function TextAreaField({ name, label, error, hint, className = '', ...textarea }: TextAreaFieldProps) {
  const id = `${useId()}${name}`;
  const { describedBy } = fieldNoteIds(id, hint, error);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-36 w-full rounded-lg border bg-surface px-3 py-2 text-base text-fg transition-colors focus-visible:border-accent ${fieldBorder(error)} ${className}`}
        {...textarea}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
