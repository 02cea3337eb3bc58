'use client';
import { useTranslations } from '#intl';

export type PublicationStatus = 'DRAFT' | 'IN_REVIEW' | 'SCHEDULED' | 'PUBLISHED' | 'UNPUBLISHED' | 'ARCHIVED';

const tones: Record<PublicationStatus, string> = {
  DRAFT: 'bg-surface-muted text-fg',
  IN_REVIEW: 'bg-[color:light-dark(#fef0c7,#4e3a07)] [color:light-dark(#7a4d05,#fedf89)]',
  SCHEDULED: 'bg-[color:light-dark(#e0eaff,#1f2a5c)] [color:light-dark(#2d3fa8,#c7d7fe)]',
  PUBLISHED: 'bg-[color:light-dark(#dcfae6,#0b3b24)] [color:light-dark(#085d3a,#abefc6)]',
  UNPUBLISHED: 'bg-[color:light-dark(#fee4e2,#4a1512)] [color:light-dark(#912018,#fecdca)]',
  ARCHIVED: 'bg-surface-muted text-fg-muted',
};

/** A program's lifecycle state as a coloured label (text, never colour alone). */
export function StatusBadge({ status }: { status: PublicationStatus }) {
  const t = useTranslations('studio.status');
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ${tones[status]}`}
      data-testid="status-badge"
    >
      {t(status)}
    </span>
  );
}
