'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { buttonStyles } from '@/shared/ui/styles';
import { ATTACHMENT_ACCEPT, precheckAttachment } from '../lib/upload-comment-attachment';
import { PaperclipIcon } from './community-icons';

export const MAX_COMMENT = 2000;

interface CommentFormProps {
  label: string;
  submitLabel: string;
  /** Resolves to a field error to show, or null when the text was accepted (the form then clears). */
  onSubmit: (content: string, file: File | null) => Promise<string | null>;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId: string;
}

/**
 * A comment or reply box with a character count and an optional attached file (image or PDF);
 * empty text and files of the wrong kind or size are refused before asking the server.
 */
export function CommentForm({ label, submitLabel, onSubmit, onCancel, autoFocus, testId }: CommentFormProps) {
  const t = useTranslations('community.comments');
  const locale = useLocale() as Locale;
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function choose(chosen: File | null) {
    const problem = chosen ? precheckAttachment(chosen) : null;
    setError(problem?.messageKey ? t(problem.messageKey) : undefined);
    setFile(problem ? null : chosen);
    if (problem && fileInput.current) fileInput.current.value = '';
  }

  function clearFile() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    try {
      const problem = await onSubmit(text, file);
      setError(problem ?? undefined);
      if (!problem) {
        setText('');
        clearFile();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" data-testid={testId}>
      <TextAreaField
        name="content"
        label={label}
        placeholder={t('placeholder')}
        maxLength={MAX_COMMENT}
        rows={3}
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        error={error}
        hint={t('length', { n: formatNumber(text.length, locale), max: formatNumber(MAX_COMMENT, locale) })}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="submit"
          disabled={busy || !text.trim()}
          aria-busy={busy || undefined}
          className={`${buttonStyles.primary} ${buttonStyles.small}`}
        >
          {busy && file ? t('attachmentUploading') : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={`${buttonStyles.secondary} ${buttonStyles.small}`}>
            {t('cancel')}
          </button>
        ) : null}
        <input
          ref={fileInput}
          id={fileInputId}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          disabled={busy}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          data-testid="comment-attach-input"
        />
        <label
          htmlFor={fileInputId}
          className={`${buttonStyles.ghost} ${buttonStyles.small} cursor-pointer`}
          data-testid="comment-attach"
        >
          <PaperclipIcon size={16} />
          {t('attach')}
        </label>
        {file ? (
          <span className="inline-flex items-center gap-1 text-sm text-fg-muted" data-testid="comment-attached-name">
            <bdi>{file.name}</bdi>
            <button
              type="button"
              onClick={clearFile}
              className={`${buttonStyles.ghost} ${buttonStyles.small}`}
              aria-label={t('attachmentRemove', { name: file.name })}
            >
              ×
            </button>
          </span>
        ) : null}
      </div>
      <p className="text-xs text-fg-muted">{t('attachmentHint')}</p>
    </form>
  );
}
