'use client';
import { useLocale, useTranslations } from '#intl';
import { useId } from 'react';
import { useRouter } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { createProgramMutation } from '../api/studio-program-documents';

const types = ['COURSE', 'WORKSHOP', 'DIPLOMA'] as const;

/** Starts a program with its kind and two titles; the editor takes over from there. */
export function NewProgramForm() {
  const t = useTranslations('studio.newProgram');
  const typeLabel = useTranslations('explore.types');
  const locale = useLocale();
  const router = useRouter();
  const typeId = useId();
  const { busy, errors, alert, onSubmit } = useFormSubmit({
    send: async (values) =>
      (
        await request(
          createProgramMutation,
          {
            input: {
              type: values.type as (typeof types)[number],
              arTitle: values.arTitle,
              enTitle: values.enTitle,
            },
          },
          { locale },
        )
      ).createProgram,
    onSuccess: (envelope) => router.push(`/studio/programs/${envelope.data!.id}`),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-5">
      {alert ? <FormAlert tone={alert.tone}>{alert.message}</FormAlert> : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={typeId} className="text-sm font-medium">
          {t('type')}
        </label>
        <select
          id={typeId}
          name="type"
          defaultValue="COURSE"
          className="min-h-11 rounded-lg border border-line bg-surface px-3 text-fg"
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField name="arTitle" label={t('arTitle')} lang="ar" dir="rtl" required error={errors.arTitle} />
        <TextField name="enTitle" label={t('enTitle')} lang="en" dir="ltr" required error={errors.enTitle} />
      </div>
      <p className="text-sm text-fg-muted">{t('hint')}</p>
      <div className="max-w-xs">
        <SubmitButton busy={busy} label={t('create')} busyLabel={t('creating')} />
      </div>
    </form>
  );
}
