'use client';
import { useId, type InputHTMLAttributes } from 'react';
import { FieldNotes, fieldBorder, fieldNoteIds } from './field-notes';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** Shown after the label, e.g. "(optional)". */
  note?: string;
}

/** A labelled input; the label follows the page direction, errors are tied to the input for screen readers. */
export function TextField({ name, label, error, hint, note, className = '', ...input }: TextFieldProps) {
  const id = `${useId()}${name}`;
  const { describedBy } = fieldNoteIds(id, hint, error);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {note && <span className="ms-1 font-normal text-fg-muted">{note}</span>}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-11 w-full rounded-lg border bg-surface px-3 py-2 text-base text-fg transition-colors focus-visible:border-accent ${fieldBorder(error)} ${className}`}
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
