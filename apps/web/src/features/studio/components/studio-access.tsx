'use client';
import { useTranslations } from '#intl';
import type { ReactNode } from 'react';
import { AlertIcon } from '@/shared/ui/icons/alert-icon';
import { StatePanel } from '@/shared/ui/state-panel';

/**
 * What a studio page shows when the API refuses it: the studio is for administrators and
 * approved lecturers (FORBIDDEN), or the record is not this author's (NOT_FOUND).
 */
export function StudioRefusal({ code, children }: { code: string; children?: ReactNode }) {
  const t = useTranslations('studio.access');
  return (
    <StatePanel
      icon={<AlertIcon size={30} />}
      title={code === 'NOT_FOUND' ? t('notFoundTitle') : t('forbiddenTitle')}
      body={code === 'NOT_FOUND' ? t('notFoundBody') : t('forbiddenBody')}
    >
      {children}
    </StatePanel>
  );
}
