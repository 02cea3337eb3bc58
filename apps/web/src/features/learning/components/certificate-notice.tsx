'use client';
import { useTranslations } from '#intl';
import { Link } from '@/i18n/navigation';
import { AwardIcon } from '@/shared/ui/icons/award-icon';
import type { CertificateNotice as Notice } from '../hooks/use-certificate-issue';

/** 'Your certificate is ready' with the link to /my-certificates (a toast cannot hold a link). */
export function CertificateNotice({ notice }: { notice: Notice }) {
  const t = useTranslations('learning.lesson');
  if (!notice) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-accent-soft p-4 text-fg"
      data-testid="certificate-notice"
    >
      <AwardIcon size={22} className="text-accent" />
      <p className="flex-1 font-semibold">{notice === 'pending' ? t('certificatePending') : t('certificateIssued')}</p>
      <Link href="/my-certificates" className="font-semibold text-accent underline underline-offset-2">
        {t('viewCertificates')}
      </Link>
    </div>
  );
}
