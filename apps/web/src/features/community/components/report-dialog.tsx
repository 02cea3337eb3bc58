'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from '#intl';
import { useId, useState, type FormEvent } from 'react';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { useToast } from '@/shared/ui/toast/use-toast';
import { buttonStyles } from '@/shared/ui/styles';
import { request } from '@/shared/graphql/request';
import { addReportMutation } from '../api/community-documents';
import { REPORT_REASONS, type ReportReason, type ReportTarget } from '../lib/report-options';

/** The report dialog (docs/product/community.md), open while mounted; loaded when a signed-in reader asks for it. */
export default function ReportDialog({
  target,
  targetId,
  onDone,
}: {
  target: ReportTarget;
  targetId: string;
  onDone: () => void;
}) {
  const t = useTranslations('community.report');
  const toast = useToast();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError(t('reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      const { addReport } = await request(addReportMutation, { input: { target, targetId, reason, details } });
      if (addReport.success) {
        toast({ type: 'success', message: t('sent') });
        onDone();
      } else if (addReport.code === 'ALREADY_REPORTED') {
        toast({ type: 'warn', message: addReport.message });
        onDone();
      } else {
        setError(addReport.fieldErrors[0]?.message ?? addReport.message);
      }
    } catch {
      setError(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onDone()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45 animate-fade-in" />
        <Dialog.Content
          aria-describedby={`${id}-description`}
          data-testid="report-dialog"
          className="fixed inset-x-4 top-[10vh] z-50 mx-auto max-h-[80dvh] max-w-lg overflow-y-auto rounded-2xl border border-line bg-surface p-6 shadow-pop animate-pop-in"
        >
          <Dialog.Title className="text-xl font-bold text-fg">{t('title')}</Dialog.Title>
          <Dialog.Description id={`${id}-description`} className="mt-2 text-fg-muted">
            {t('description')}
          </Dialog.Description>
          <form onSubmit={submit} className="mt-5 flex flex-col gap-5" noValidate>
            <fieldset aria-describedby={error ? `${id}-error` : undefined}>
              <legend className="font-semibold text-fg">{t('reasonLegend')}</legend>
              <div className="mt-3 grid gap-2">
                {REPORT_REASONS.map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2.5 text-fg has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
                  >
                    <input
                      type="radio"
                      name={`${id}-reason`}
                      value={value}
                      checked={reason === value}
                      onChange={() => {
                        setReason(value);
                        setError(null);
                      }}
                      className="size-4 accent-[var(--accent)]"
                    />
                    {t(`reasons.${value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextAreaField
              name="details"
              label={t('detailsLabel')}
              maxLength={1000}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-semibold [color:light-dark(#b42318,#fda29b)]">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonStyles.secondary}>{t('cancel')}</Dialog.Close>
              <button
                type="submit"
                disabled={busy}
                aria-busy={busy || undefined}
                className={buttonStyles.primary}
                data-testid="report-submit"
              >
                {t('submit')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
