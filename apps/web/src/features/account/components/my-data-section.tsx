'use client';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { buttonStyles } from '@/shared/ui/styles';
import { ExportMyDataQuery } from '../api/account-documents';
import { SettingsSection } from './settings-section';

/** Downloads everything the platform holds about the learner as one JSON file (decision 0055). */
export function MyDataSection() {
  const t = useTranslations('account.data');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      const { exportMyData: result } = await request(ExportMyDataQuery, {}, { locale });
      if (!result.data) {
        setFailure(result.message);
        return;
      }
      const url = URL.createObjectURL(new Blob([result.data], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `manara-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setFailure(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection id="my-data" title={t('heading')} intro={t('intro')}>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={busy}
        onClick={download}
        data-testid="download-my-data"
      >
        {busy ? t('preparing') : t('download')}
      </button>
    </SettingsSection>
  );
}
