'use client';
import { useLocale, useTranslations } from '#intl';
import { useState, type FormEvent } from 'react';
import { StudioSaveAlert } from '@/features/studio/components/studio-save-alert';
import { useStudioSave } from '@/features/studio/hooks/use-studio-save';
import { BilingualPair } from '@/features/studio-programs/components/bilingual-pair';
import { request } from '@/shared/graphql/request';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import { createFaqMutation, deleteFaqMutation, updateFaqMutation, type StudioFaq } from '../api/studio-faq-documents';

const empty = { arQuestion: '', enQuestion: '', arAnswer: '', enAnswer: '', isShown: true };
type Values = typeof empty;
const formFields = Object.keys(empty);

/**
 * A question in both languages and whether visitors see it (decision 0067): a new one for
 * `audience`, or `faq` to save at the version opened or delete. `onDone` gets the list's change.
 */
export function FaqForm({
  audience,
  faq,
  onDone,
}: {
  audience: 'USER' | 'LECTURER';
  faq?: StudioFaq;
  onDone: (change: { saved: StudioFaq } | { deleted: string }, message: string) => void;
}) {
  const t = useTranslations('studio.faqs');
  const locale = useLocale();
  const [values, setValues] = useState<Values>(
    faq
      ? {
          arQuestion: faq.arQuestion,
          enQuestion: faq.enQuestion,
          arAnswer: faq.arAnswer,
          enAnswer: faq.enAnswer,
          isShown: faq.isShown,
        }
      : empty,
  );
  const { errors, alert, busy, run } = useStudioSave(formFields, t('saveFailed'));
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const prefix = faq ? faq.id : 'new';

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(
      async () =>
        faq
          ? (
              await request(
                updateFaqMutation,
                { input: { ...values, faqId: faq.id, version: faq.version } },
                { locale },
              )
            ).updateFaq
          : (await request(createFaqMutation, { input: { ...values, audience } }, { locale })).createFaq,
      (saved, message) => {
        if (!faq) setValues(empty);
        onDone({ saved }, message);
      },
    );
  }
  async function remove() {
    if (!faq) return;
    await run(
      async () =>
        (await request(deleteFaqMutation, { input: { faqId: faq.id, version: faq.version } }, { locale })).deleteFaq,
      (_deleted, message) => onDone({ deleted: faq.id }, message),
    );
  }

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4" aria-label={faq ? t('editLabel') : t('newLabel')}>
      <StudioSaveAlert alert={alert} reloadLabel={t('reload')} onReload={() => window.location.reload()} />
      <BilingualPair legend={t('question')}>
        {[
          <TextField
            key="ar"
            name={`${prefix}-arQuestion`}
            label={t('arabic')}
            dir="rtl"
            lang="ar"
            value={values.arQuestion}
            error={errors.arQuestion}
            onChange={(e) => set('arQuestion', e.target.value)}
          />,
          <TextField
            key="en"
            name={`${prefix}-enQuestion`}
            label={t('english')}
            dir="ltr"
            lang="en"
            value={values.enQuestion}
            error={errors.enQuestion}
            onChange={(e) => set('enQuestion', e.target.value)}
          />,
        ]}
      </BilingualPair>
      <BilingualPair legend={t('answer')}>
        {[
          <TextAreaField
            key="ar"
            name={`${prefix}-arAnswer`}
            label={t('arabic')}
            dir="rtl"
            lang="ar"
            value={values.arAnswer}
            error={errors.arAnswer}
            onChange={(e) => set('arAnswer', e.target.value)}
          />,
          <TextAreaField
            key="en"
            name={`${prefix}-enAnswer`}
            label={t('english')}
            dir="ltr"
            lang="en"
            value={values.enAnswer}
            error={errors.enAnswer}
            onChange={(e) => set('enAnswer', e.target.value)}
          />,
        ]}
      </BilingualPair>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={values.isShown}
          onChange={(e) => set('isShown', e.target.checked)}
        />
        <span>{t('isShown')}</span>
      </label>
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={busy} label={faq ? t('save') : t('add')} busyLabel={t('saving')} />
        {faq ? (
          <button type="button" className={buttonStyles.secondary} onClick={() => void remove()}>
            {t('delete')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
