'use client';
import { type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioFilterSelect } from '@/features/studio/components/studio-filter-select';
import { StudioSaveAlert } from '@/features/studio/components/studio-save-alert';
import { useStudioSave } from '@/features/studio/hooks/use-studio-save';
import { BilingualPair } from '@/features/studio-programs/components/bilingual-pair';
import { BilingualRichText } from '@/features/studio-programs/components/bilingual-rich-text';
import { request } from '@/shared/graphql/request';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { studioPoliciesQuery, updatePolicyMutation, type StudioPolicy } from '../api/studio-policy-documents';

type Kind = StudioPolicy['kind'];
type Values = Pick<StudioPolicy, 'arTitle' | 'enTitle' | 'contentAr' | 'contentEn'>;
const formFields = ['arTitle', 'enTitle', 'contentAr', 'contentEn'];

/**
 * The policy pages for administrators (decision 0067): choose one, edit both titles and both
 * bodies in the rich-text editor, save on the version opened.
 */
export function PolicyEditor() {
  const t = useTranslations('studio.policies');
  const locale = useLocale() as Locale;
  const [policies, setPolicies] = useState<StudioPolicy[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [kind, setKind] = useState<Kind>('PRIVACY');
  const [values, setValues] = useState<Values | null>(null);
  const { errors, alert, setAlert, busy, run } = useStudioSave(formFields, t('saveFailed'));

  const load = useCallback(async () => {
    try {
      const { studioPolicies } = await request(studioPoliciesQuery, {}, { locale });
      if (!studioPolicies.success || !studioPolicies.data) return setRefusal(studioPolicies.code);
      setPolicies([...studioPolicies.data.items]);
    } catch {
      setAlert({ tone: 'error', message: t('loadFailed') });
    }
  }, [locale, setAlert, t]);
  useEffect(() => void load(), [load]);
  const policy = policies?.find((p) => p.kind === kind) ?? null;
  useEffect(() => {
    if (policy)
      setValues({
        arTitle: policy.arTitle,
        enTitle: policy.enTitle,
        contentAr: policy.contentAr,
        contentEn: policy.contentEn,
      });
  }, [policy]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!policy || !values) return;
    await run(
      async () =>
        (await request(updatePolicyMutation, { input: { ...values, kind, version: policy.version } }, { locale }))
          .updatePolicy,
      (saved, message) => {
        setPolicies((list) => (list ?? []).map((p) => (p.kind === saved.kind ? saved : p)));
        setAlert({ tone: 'success', message });
      },
    );
  }

  if (refusal) return <StudioRefusal code={refusal} />;
  const set = (key: keyof Values, value: string) => setValues((v) => (v ? { ...v, [key]: value } : v));
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <StudioFilterSelect<Kind>
        label={t('page')}
        value={kind}
        options={(['ABOUT', 'PRIVACY', 'TERMS', 'PAYMENT'] as const).map((k) => [k, t(`kinds.${k}`)] as const)}
        onChange={(value) => {
          setValues(null);
          setKind(value);
        }}
      />
      <StudioSaveAlert
        alert={alert}
        reloadLabel={t('reload')}
        onReload={() => void load().then(() => setAlert(null))}
      />
      {!policies ? <p className="text-fg-muted">{t('loading')}</p> : null}
      {policies && !policy ? <p className="text-fg">{t('missing')}</p> : null}
      {policy && values ? (
        <form key={kind} onSubmit={save} noValidate className="flex flex-col gap-6" aria-label={t(`kinds.${kind}`)}>
          <BilingualPair legend={t('titles')}>
            {[
              <TextField
                key="ar"
                name="arTitle"
                label={t('arabic')}
                dir="rtl"
                lang="ar"
                value={values.arTitle}
                error={errors.arTitle}
                onChange={(e) => set('arTitle', e.target.value)}
              />,
              <TextField
                key="en"
                name="enTitle"
                label={t('english')}
                dir="ltr"
                lang="en"
                value={values.enTitle}
                error={errors.enTitle}
                onChange={(e) => set('enTitle', e.target.value)}
              />,
            ]}
          </BilingualPair>
          <BilingualRichText
            legend={t('bodies')}
            hint={t('bodyHint')}
            names={{ ar: 'contentAr', en: 'contentEn' }}
            values={values}
            errors={errors}
            readOnly={false}
            onChange={(name, html) => set(name, html)}
          />
          <div>
            <SubmitButton busy={busy} label={t('save')} busyLabel={t('saving')} />
          </div>
        </form>
      ) : null}
    </div>
  );
}
