'use client';
import { useState } from 'react';
import { spreadFieldErrors, type FieldErrorMap } from '@/shared/ui/form/field-errors';
import type { CurriculumAnswer } from './use-curriculum';

/**
 * A small curriculum form: its values, and the answer's field errors under the fields they name
 * (`changes.arTitle` → arTitle); errors for fields it does not show join its message.
 */
export function useWriteForm<V extends object>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [message, setMessage] = useState<string | null>(null);

  async function submit(send: () => Promise<CurriculumAnswer | null>): Promise<boolean> {
    const answer = await send();
    if (!answer) return false;
    if (answer.success) {
      setErrors({});
      setMessage(null);
      return true;
    }
    const { byField, other } = spreadFieldErrors(answer.fieldErrors, Object.keys(values));
    setErrors(byField);
    setMessage(answer.fieldErrors.length > 0 ? [answer.message, ...other].join(' ') : null);
    return false;
  }

  return {
    values,
    errors,
    message,
    setErrors,
    set: <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value })),
    reset: () => {
      setValues(initial);
      setErrors({});
      setMessage(null);
    },
    submit,
  };
}
