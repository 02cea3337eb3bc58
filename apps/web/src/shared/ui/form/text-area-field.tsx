'use client';
import { useId, type TextareaHTMLAttributes } from 'react';
import { fieldNoteIds } from './field-notes';
import { fieldBox, LabelledField } from './labelled-field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line field, styled and wired for errors like the auth TextField. */
export function TextAreaField({ name, label, error, hint, className = '', ...textarea }: TextAreaFieldProps) {
  const id = `${useId()}${name}`;
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldNoteIds(id, hint, error).describedBy}
        className={`min-h-36 ${fieldBox(error)} ${className}`}
        {...textarea}
      />
    </LabelledField>
  );
}
