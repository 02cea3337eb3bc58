'use client';
import { useTranslations } from '#intl';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { useAccount } from '../hooks/use-account';
import { DeleteAccountForm } from './delete-account-form';
import { MyDataSection } from './my-data-section';

/** The settings page for one's data: download it, or delete the account (decision 0055). */
export function DataAndDeletion() {
  const t = useTranslations('account');
  const { user, failed } = useAccount();
  if (failed) return <p role="alert">{t('loadFailed')}</p>;
  if (!user) return <ListSkeleton label={t('data.loading')} count={2} />;
  return (
    <div className="flex flex-col gap-6">
      <MyDataSection />
      <DeleteAccountForm hasPassword={user.hasPassword} email={user.email} />
    </div>
  );
}
