'use client';
import { useTranslations } from '#intl';
import { useRef, useState, type FormEvent } from 'react';
import type { EnvelopeStatus } from '@/shared/graphql/envelope';
import { spreadFieldErrors, type FieldErrorMap } from './field-errors';
import { failureMessageKey } from '@/shared/graphql/failure-message';
import { EMAIL_PATTERN } from './email-pattern';

export type FormValues = Record<string, string>;
export interface FormAlertState {
  tone: 'error' | 'success';
  message: string;
}

interface FormSubmitOptions<E extends EnvelopeStatus> {
  /** Extra client checks (e.g. confirm password, a phone once its rules load); required and e-mail checks come from the inputs. */
  validate?: (values: FormValues) => Partial<FieldErrorMap> | Promise<Partial<FieldErrorMap>>;
  send: (values: FormValues) => Promise<E>;
  onSuccess: (envelope: E, values: FormValues, form: HTMLFormElement) => void | Promise<void>;
}

/**
 * Submit flow shared by the forms: client checks, then the call; field errors from the
 * envelope go under their fields, its message into the form alert, a failed call gives the
 * docs/product/api.md network message. Inputs are never cleared on failure.
 */
export function useFormSubmit<E extends EnvelopeStatus>({ validate, send, onSuccess }: FormSubmitOptions<E>) {
  const t = useTranslations('auth');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [alert, setAlert] = useState<FormAlertState | null>(null);
  const busyRef = useRef(false);

  function focusFirstInvalid(form: HTMLFormElement, fields: FieldErrorMap) {
    const first = Array.from(form.elements).find((el) => (el as HTMLInputElement).name in fields);
    (first as HTMLInputElement | undefined)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    const form = event.currentTarget;
    const values: FormValues = {};
    const clientErrors: FieldErrorMap = {};
    for (const element of Array.from(form.elements)) {
      const input = element as HTMLInputElement;
      if (!input.name || input.type === 'submit') continue;
      values[input.name] = input.value;
      if (input.required && !input.value.trim()) clientErrors[input.name] = t('errors.required');
      else if (input.type === 'email' && input.value.trim() && !EMAIL_PATTERN.test(input.value.trim())) {
        clientErrors[input.name] = t('errors.email');
      }
    }
    let extra: [string, string][];
    try {
      extra = Object.entries((await validate?.(values)) ?? {}).filter((entry): entry is [string, string] => !!entry[1]);
    } catch {
      // A check that could not load its rules (offline) fails like a call would.
      busyRef.current = false;
      setAlert({ tone: 'error', message: t(failureMessageKey()) });
      return;
    }
    const invalid: FieldErrorMap = { ...Object.fromEntries(extra), ...clientErrors };
    if (Object.keys(invalid).length > 0) {
      busyRef.current = false;
      setErrors(invalid);
      setAlert(null);
      focusFirstInvalid(form, invalid);
      return;
    }

    setBusy(true);
    setAlert(null);
    try {
      const envelope = await send(values);
      if (envelope.success) {
        setErrors({});
        await onSuccess(envelope, values, form);
        return;
      }
      const { byField, other } = spreadFieldErrors(envelope.fieldErrors ?? [], Object.keys(values));
      setErrors(byField);
      setAlert({ tone: 'error', message: [envelope.message, ...other].join(' ') });
      focusFirstInvalid(form, byField);
    } catch {
      setAlert({ tone: 'error', message: t(failureMessageKey()) });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return { busy, errors, alert, setAlert, onSubmit };
}
