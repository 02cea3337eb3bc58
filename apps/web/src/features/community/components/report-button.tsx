'use client';
import { useTranslations } from '#intl';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { loginHref } from '@/shared/auth/login-href';
import { Link } from '@/i18n/navigation';
import { buttonStyles } from '@/shared/ui/styles';
import type { ReportTarget } from '../lib/report-options';
import { FlagIcon } from './community-icons';

export interface ReportButtonProps {
  target: ReportTarget;
  targetId: string;
  /** What is reported, for the button's accessible name ("Report <name>"). */
  name: string;
  /** A quieter button inside lists (comments). */
  compact?: boolean;
}

// The dialog (Radix, about 14 KB gzip) loads when a signed-in reader opens it.
const ReportDialog = lazy(() => import('./report-dialog'));

/** docs/product/community.md report: a dialog with the reasons; visitors are sent to log in and come back. */
export function ReportButton({ target, targetId, name, compact = false }: ReportButtonProps) {
  const t = useTranslations('community.report');
  const { status } = useSession();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const className = compact
    ? `${buttonStyles.ghost} ${buttonStyles.small}`
    : `${buttonStyles.secondary} ${buttonStyles.small}`;
  const content = (
    <>
      <FlagIcon size={16} />
      {t('action')}
    </>
  );
  if (status !== 'signed-in') {
    return (
      <Link
        href={loginHref(pathname)}
        aria-label={`${t('actionLabel', { name })} — ${t('loginToReport')}`}
        className={className}
        data-testid="report-login"
      >
        {content}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('actionLabel', { name })}
        className={className}
        data-testid="report-open"
        onClick={() => setOpen(true)}
      >
        {content}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} targetId={targetId} onDone={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
