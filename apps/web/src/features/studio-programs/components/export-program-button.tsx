'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { request } from '@/shared/graphql/request';
import { buttonStyles } from '@/shared/ui/styles';
import { exportProgramQuery } from '../api/studio-program-documents';

/** Downloads the program as a content file the YAML importer reads back to the same program. */
export function ExportProgramButton({ programId }: { programId: string }) {
  const t = useTranslations('studio.editor');
  const locale = useLocale() as Locale;
  const [failure, setFailure] = useState<string | null>(null);
  async function download() {
    setFailure(null);
    try {
      const { exportProgram: result } = await request(exportProgramQuery, { programId }, { locale });
      if (!result.data) return setFailure(result.message);
      const url = URL.createObjectURL(new Blob([result.data.yaml], { type: 'application/yaml' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = result.data.fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setFailure(t('exportFailed'));
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <button type="button" className={buttonStyles.secondary} onClick={download} data-testid="export-program">
        {t('export')}
      </button>
      <p className="text-sm text-fg-muted">{t('exportHint')}</p>
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  );
}
