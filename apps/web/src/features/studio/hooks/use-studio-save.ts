'use client';
import { useState } from 'react';
import type { EnvelopeOf } from '@/shared/graphql/envelope';
import { spreadFieldErrors, type FieldErrorMap } from '@/shared/ui/form/field-errors';

/** What a studio form says above itself after a save; `conflict` offers to load the saved version. */
export type StudioAlert = { tone: 'error' | 'success'; message: string; conflict?: boolean } | null;

/**
 * A studio form's save: one request at a time; a success hands over the data and message; a
 * refusal spreads its field errors under the form's fields and says the rest above, offering the
 * saved version on VERSION_CONFLICT; a network failure says `failed`.
 */
export function useStudioSave(formFields: readonly string[], failed: string) {
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [alert, setAlert] = useState<StudioAlert>(null);
  const [busy, setBusy] = useState(false);

  async function run<T>(send: () => Promise<EnvelopeOf<T>>, onSuccess: (data: T, message: string) => void) {
    if (busy) return;
    setBusy(true);
    setAlert(null);
    try {
      const envelope = await send();
      if (envelope.success && envelope.data) {
        setErrors({});
        onSuccess(envelope.data, envelope.message);
        return;
      }
      const { byField, other } = spreadFieldErrors(envelope.fieldErrors ?? [], formFields);
      setErrors(byField);
      setAlert({
        tone: 'error',
        message: [envelope.message, ...other].join(' '),
        conflict: envelope.code === 'VERSION_CONFLICT',
      });
    } catch {
      setAlert({ tone: 'error', message: failed });
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, alert, setAlert, busy, run };
}
