import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/features/auth/components/form/auth-card';
import { SignupFooter, SignupForm } from '@/features/auth/components/signup-form';
import { authPageMetadata } from '@/features/auth/lib/page-meta';
import { SocialSignIn } from '@/features/auth/social/components/social-sign-in';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props) {
  return authPageMetadata(params, 'signup');
}

export default async function SignupPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('auth');
  return (
    <AuthCard title={t('signup.heading')} intro={t('signup.intro')} footer={<SignupFooter />}>
      <div className="flex flex-col gap-6">
        <SignupForm />
        <SocialSignIn />
      </div>
    </AuthCard>
  );
}
