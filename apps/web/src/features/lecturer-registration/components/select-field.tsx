'use client';
import { useId } from 'react';
import type { TrainingChoice } from '../api/registration-documents';
import { describedBy, FieldFrame, fieldClass } from './field-frame';

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
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        required
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className={fieldClass(error)}
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
    </FieldFrame>
  );
}
