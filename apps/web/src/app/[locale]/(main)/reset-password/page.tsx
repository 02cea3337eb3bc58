import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/features/auth/components/form/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { authPageMetadata, firstParam } from '@/features/auth/lib/page-meta';

/** Reads the query (next, notes) on the server; with on-demand static pages that must be declared (decision 0010). */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props) {
  return authPageMetadata(params, 'resetPassword');
}

export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const email = firstParam((await searchParams).email) ?? '';
  const t = await getTranslations('auth');
  return (
    <AuthCard title={t('reset.heading')} intro={t('reset.intro')}>
      <ResetPasswordForm email={email} />
    </AuthCard>
  );
}
