import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/features/auth/components/form/auth-card';
import { LoginFooter, LoginForm } from '@/features/auth/components/login-form';
import { authPageMetadata, firstParam } from '@/features/auth/lib/page-meta';
import { SocialSignIn } from '@/features/auth/social/components/social-sign-in';
import { redirectSignedIn } from '@/features/auth/api/redirect-signed-in';
import { asLocale } from '@/i18n/locale-params';

/**
 * Reads the query (next, notes) and, for a signed-in visitor, the session on the server; with
 * on-demand static pages that must be declared (decision 0010).
 */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props) {
  return authPageMetadata(params, 'login');
}

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const next = firstParam(query.next) ?? null;
  await redirectSignedIn(locale, next);
  const t = await getTranslations('auth');
  const note = firstParam(query.verified) === '1' ? 'verified' : firstParam(query.reset) === '1' ? 'reset' : null;
  return (
    <AuthCard title={t('login.heading')} intro={t('login.intro')} footer={<LoginFooter next={next} />}>
      <div className="flex flex-col gap-6">
        <LoginForm next={next} email={firstParam(query.email) ?? ''} note={note} />
        <SocialSignIn next={next} />
      </div>
    </AuthCard>
  );
}
