'use client';
import { useLocale } from '#intl';
import { useState } from 'react';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { useToast } from '@/shared/ui/toast/use-toast';
import { request } from '@/shared/graphql/request';
import { sendContactMessageMutation, type CountryData } from '../api/content-documents';
import { checkPhoneField, PhoneInput, type PhoneOutcome } from '@/shared/ui/phone-input/index';
import { TextAreaField } from '@/shared/ui/form/text-area-field';

/** The API refuses shorter messages (our rule); checking here saves a round trip. */
const MESSAGE_MIN = 10;

export interface ContactLabels {
  name: string;
  email: string;
  phone: string;
  country: string;
  optional: string;
  phonePlaceholder: string;
  phoneHint: string;
  subject: string;
  message: string;
  messageHint: string;
  submit: string;
  submitting: string;
  sent: string;
  messageTooShort: string;
  /** INVALID: a number of the right length that does not exist in its country (outcome POSSIBLE). */
  phoneErrors: Record<Exclude<PhoneOutcome, 'EMPTY' | 'VALID' | 'POSSIBLE'> | 'INVALID', string>;
}

/** The message of a phone check that fails, or undefined when the phone may be sent. */
function phoneError(outcome: PhoneOutcome, messages: ContactLabels['phoneErrors']): string | undefined {
  if (outcome === 'EMPTY' || outcome === 'VALID') return undefined;
  return messages[outcome === 'POSSIBLE' ? 'INVALID' : outcome];
}

/**
 * The contact form: name, e-mail, optional phone (sent as E.164), subject and message. Checks run
 * here first; the API's own per-field errors (translated) show under their fields. Nothing typed
 * is lost on an error; a sent message clears the form and says thank you.
 */
export function ContactForm({ countries, labels }: { countries: CountryData[]; labels: ContactLabels }) {
  const locale = useLocale();
  const toast = useToast();
  const [round, setRound] = useState(0);

  const { busy, errors, alert, setAlert, onSubmit } = useFormSubmit({
    validate: async (values) => {
      const message = (values.message ?? '').trim();
      return {
        phone: phoneError((await checkPhoneField(values)).outcome, labels.phoneErrors),
        message: message && message.length < MESSAGE_MIN ? labels.messageTooShort : undefined,
      };
    },
    send: async (values) =>
      (
        await request(
          sendContactMessageMutation,
          {
            input: {
              name: values.name ?? '',
              email: (values.email ?? '').trim(),
              phone: (await checkPhoneField(values)).e164 ?? undefined,
              subject: values.subject ?? '',
              message: values.message ?? '',
            },
          },
          { locale },
        )
      ).sendContactMessage,
    onSuccess: (_result, _values, form) => {
      form.reset();
      setRound((n) => n + 1);
      setAlert({ tone: 'success', message: labels.sent });
      toast({ type: 'success', message: labels.sent });
    },
  });

  return (
    <div className="flex flex-col gap-5">
      {alert && <FormAlert tone={alert.tone}>{alert.message}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="contact-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label={labels.name} error={errors.name} required autoComplete="name" maxLength={100} />
          <TextField
            name="email"
            type="email"
            label={labels.email}
            error={errors.email}
            required
            dir="ltr"
            autoComplete="email"
          />
        </div>
        <PhoneInput
          key={round}
          name="phone"
          countries={countries}
          error={errors.phone}
          labels={{
            phone: labels.phone,
            country: labels.country,
            optional: labels.optional,
            placeholder: labels.phonePlaceholder,
            hint: labels.phoneHint,
          }}
        />
        <TextField name="subject" label={labels.subject} error={errors.subject} required maxLength={150} />
        <TextAreaField
          name="message"
          label={labels.message}
          hint={labels.messageHint}
          error={errors.message}
          required
          maxLength={5000}
          rows={6}
        />
        <div className="sm:w-56">
          <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
        </div>
      </form>
    </div>
  );
}
