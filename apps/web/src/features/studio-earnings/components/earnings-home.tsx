'use client';
import { useTranslations } from '#intl';
import { useSession } from '@/features/auth/hooks/use-session';
import { EarningsList } from './earnings-list';
import { EarningsStatement } from './earnings-statement';

/** /studio/earnings: every lecturer for an administrator, a lecturer's own statement otherwise (decision 0060). */
export function EarningsHome() {
  const t = useTranslations('studio.earnings');
  const { user, status } = useSession();
  if (status === 'loading') return <p className="text-fg-muted">{t('loading')}</p>;
  return user?.role === 'ADMIN' ? (
    <>
      <p className="text-fg-muted">{t('intro')}</p>
      <EarningsList />
    </>
  ) : (
    <EarningsStatement />
  );
}
