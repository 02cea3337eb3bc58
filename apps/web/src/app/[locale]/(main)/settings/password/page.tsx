import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/features/auth/components/form/auth-card';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { authPageMetadata } from '@/features/auth/lib/page-meta';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props) {
  return authPageMetadata(params, 'changePassword');
}

/** Signed-out visits never reach this page: the proxy sends them to /login (docs/product/accounts.md). */
export default async function ChangePasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('auth');
  return (
    <AuthCard title={t('changePassword.heading')} intro={t('changePassword.intro')}>
      <ChangePasswordForm />
    </AuthCard>
  );
}
