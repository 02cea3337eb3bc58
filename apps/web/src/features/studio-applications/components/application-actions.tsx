'use client';
import { StudioConfirm } from '@/features/studio/components/studio-confirm';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { buttonStyles } from '@/shared/ui/styles';
import {
  rejectLecturerApplicationMutation,
  verifyLecturerApplicationMutation,
} from '../api/studio-application-documents';

interface Outcome {
  success: boolean;
  message: string;
  fieldErrors: readonly { field: string; message: string }[];
}

/**
 * Approve or reject a pending application (decision 0051), each confirmed before it is sent; a
 * rejection needs a reason the applicant reads. The API refuses a second decision, so a double
 * click or another administrator's earlier decision is said, never applied twice.
 */
export function ApplicationActions({
  applicationId,
  decided,
  onDone,
}: {
  applicationId: string;
  decided: boolean;
  onDone: () => void;
}) {
  const t = useTranslations('studio.applications');
  const locale = useLocale() as Locale;
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<'APPROVE' | 'REJECT' | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const said = (
    <p role="status" className={outcome?.success === false ? '[color:light-dark(#b42318,#fda29b)]' : 'text-fg'}>
      {outcome?.message ?? ''}
    </p>
  );
  // Decided (here or elsewhere): only what the last action said stays.
  if (decided) return said;

  async function send() {
    if (!pending || busy) return;
    setBusy(true);
    try {
      const result =
        pending === 'APPROVE'
          ? (await request(verifyLecturerApplicationMutation, { applicationId }, { locale })).verifyLecturerApplication
          : (await request(rejectLecturerApplicationMutation, { applicationId, reason }, { locale }))
              .rejectLecturerApplication;
      setOutcome(result);
      setPending(null);
      if (result.success || result.code === 'LECTURER_APPLICATION_REVIEWED') onDone();
    } catch {
      setOutcome({ success: false, message: t('actionFailed'), fieldErrors: [] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="flex flex-col gap-4 rounded-card border border-line p-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold text-fg">
        {t('decideTitle')}
      </h2>
      <TextAreaField
        name="reason"
        label={t('reason')}
        hint={t('reasonHint')}
        dir="auto"
        rows={3}
        value={reason}
        error={outcome?.fieldErrors.find((e) => e.field === 'reason')?.message}
        onChange={(event) => setReason(event.target.value)}
      />
      {pending ? (
        <StudioConfirm
          question={pending === 'APPROVE' ? t('confirmApprove') : t('confirmReject')}
          confirmLabel={t('confirm')}
          cancelLabel={t('cancel')}
          busy={busy}
          onConfirm={send}
          onCancel={() => setPending(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonStyles.primary} onClick={() => setPending('APPROVE')}>
            {t('approve')}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={() => setPending('REJECT')}>
            {t('reject')}
          </button>
        </div>
      )}
      {said}
    </section>
  );
}
