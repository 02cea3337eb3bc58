'use client';
import { useId } from 'react';
import { fieldNoteIds } from '@/shared/ui/form/field-notes';
import { fieldBox, LabelledField } from '@/shared/ui/form/labelled-field';
import type { TrainingChoice } from '../api/registration-documents';

/** A required choice among the API's active options; the first entry asks to choose. */
export function SelectField({
  name,
  label,
  placeholder,
  options,
  error,
}: {
  name: string;
  label: string;
  placeholder: string;
  options: TrainingChoice[];
  error?: string;
}) {
  const id = `${useId()}${name}`;
  return (
    <LabelledField id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        required
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldNoteIds(id, undefined, error).describedBy}
        className={`min-h-11 ${fieldBox(error)}`}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.localizedName}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
