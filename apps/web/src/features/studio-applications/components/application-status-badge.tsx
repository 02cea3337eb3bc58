'use client';
import { useTranslations } from '#intl';

export type ApplicationStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

const tones: Record<ApplicationStatus, string> = {
  PENDING: 'bg-[color:light-dark(#fef0c7,#4e3a07)] [color:light-dark(#7a4d05,#fedf89)]',
  APPROVED: 'bg-[color:light-dark(#dcfae6,#0b3b24)] [color:light-dark(#085d3a,#abefc6)]',
  REJECTED: 'bg-surface-muted text-fg',
};

/** An application's state as a coloured label (text, never colour alone). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useTranslations('studio.applications');
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${tones[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}
