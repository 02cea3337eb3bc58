import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/features/auth/components/form/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { authPageMetadata } from '@/features/auth/lib/page-meta';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props) {
  return authPageMetadata(params, 'forgotPassword');
}

export default async function ForgotPasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('auth');
  return (
    <AuthCard title={t('forgot.heading')} intro={t('forgot.intro')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
