'use client';
import { useId, type InputHTMLAttributes } from 'react';
import { fieldNoteIds } from './field-notes';
import { fieldBox, LabelledField } from './labelled-field';

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
  return (
    <LabelledField id={id} label={label} note={note} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldNoteIds(id, hint, error).describedBy}
        className={`min-h-11 ${fieldBox(error)} ${className}`}
        {...input}
      />
    </LabelledField>
  );
}
