'use client';
import { useLocale, useTranslations } from '#intl';
import { useId, useState, type ChangeEvent } from 'react';
import { buttonStyles } from '@/shared/ui/styles';
import { CV_ACCEPT } from '../lib/cv-accept';
import type { cvProblem } from '../lib/send-cv';

/**
 * The CV picker: a chosen file is uploaded at once and checked by the server; its key travels in
 * a hidden `cvFile` input. Errors from the picker and from the submitted form show under it.
 */
export function CvUploadField({ error, onBusyChange }: { error?: string; onBusyChange?: (busy: boolean) => void }) {
  const t = useTranslations('lecturer');
  const locale = useLocale();
  const id = `${useId()}cv`;
  const [key, setKey] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = uploadError ?? error;

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    setUploadError(null);
    setKey('');
    setFileName(null);
    setBusy(true);
    onBusyChange?.(true);
    // The checks and the upload load with the first file picked (most visitors read the page first).
    let describeProblem: typeof cvProblem | null = null;
    try {
      const sender = await import('../lib/send-cv');
      describeProblem = sender.cvProblem;
      setKey(await sender.uploadCv(file, locale));
      setFileName(file.name);
    } catch (failure) {
      const problem = describeProblem?.(failure) ?? { key: 'cvFailed' as const };
      setUploadError('text' in problem ? problem.text : t(`errors.${problem.key}`));
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  }

  const describedBy = [`${id}-hint`, fileName ? `${id}-done` : null, shown ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {t('fields.cv')}
      </span>
      <input type="hidden" name="cvFile" value={key} />
      <label
        className={`${buttonStyles.secondary} min-h-11 cursor-pointer self-start focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent`}
        aria-busy={busy || undefined}
      >
        {busy ? t('cv.uploading') : fileName ? t('cv.replace') : t('cv.choose')}
        <input
          id={id}
          type="file"
          accept={CV_ACCEPT}
          className="sr-only"
          onChange={onPick}
          disabled={busy}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={shown ? true : undefined}
          data-testid="cv-input"
        />
      </label>
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {t('fields.cvHint')}
      </p>
      {fileName && (
        <p id={`${id}-done`} role="status" className="text-sm text-fg">
          {t.rich('cv.uploaded', { name: fileName, bdi: (chunks) => <bdi dir="auto">{chunks}</bdi> })}
        </p>
      )}
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm [color:light-dark(#b42318,#fda29b)]">
          {shown}
        </p>
      )}
    </div>
  );
}
