'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { getPathname } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import { createProgramPreviewLinkMutation } from '../api/studio-program-documents';

/**
 * Makes a week-long signed link to the program's page as learners will see it (decision 0063),
 * in the studio's language, to open or copy and send to someone without an account.
 */
export function PreviewLinkButton({ programId }: { programId: string }) {
  const t = useTranslations('studio.preview');
  const locale = useLocale() as Locale;
  const [address, setAddress] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function make() {
    setNote(null);
    try {
      const { createProgramPreviewLink: answer } = await request(
        createProgramPreviewLinkMutation,
        { programId },
        { locale },
      );
      if (!answer.data) return setNote(answer.message);
      setAddress(`${window.location.origin}${getPathname({ href: answer.data.path, locale })}`);
    } catch {
      setNote(t('failed'));
    }
  }

  async function copy() {
    if (!address) return;
    await navigator.clipboard.writeText(address).then(
      () => setNote(t('copied')),
      () => setNote(null),
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <button type="button" className={buttonStyles.secondary} onClick={make} data-testid="make-preview-link">
        {t('make')}
      </button>
      <p className="text-sm text-fg-muted">{t('hint')}</p>
      {address ? (
        <div className="flex flex-col gap-2" data-testid="preview-link">
          <TextField
            label={t('address')}
            name="previewAddress"
            dir="ltr"
            readOnly
            value={address}
            onFocus={(e) => e.target.select()}
          />
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={copy}>
              {t('copy')}
            </button>
            <a href={address} target="_blank" rel="noopener noreferrer" className={buttonStyles.secondary}>
              {t('open')}
            </a>
          </div>
        </div>
      ) : null}
      {note ? <p role="status">{note}</p> : null}
    </div>
  );
}
