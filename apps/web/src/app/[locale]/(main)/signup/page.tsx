import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/features/auth/components/form/auth-card';
import { SignupFooter, SignupForm } from '@/features/auth/components/signup-form';
import { authPageMetadata, firstParam } from '@/features/auth/lib/page-meta';
import { SocialSignIn } from '@/features/auth/social/components/social-sign-in';
import { redirectSignedIn } from '@/features/auth/api/redirect-signed-in';
import { asLocale } from '@/i18n/locale-params';
import { PageMessages } from '@/i18n/page-messages';
import { fetchCountries } from '@/features/content/api/fetch-content';

/** Someone signed in is sent on (docs/product/accounts.md): the session is read per request. */
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props) {
  return authPageMetadata(params, 'signup');
}

export default async function SignupPage({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const next = firstParam((await searchParams).next) ?? null;
  await redirectSignedIn(locale, next);
  const [t, countries] = await Promise.all([getTranslations('auth'), fetchCountries(locale)]);
  return (
    <AuthCard title={t('signup.heading')} intro={t('signup.intro')} footer={<SignupFooter next={next} />}>
      <div className="flex flex-col gap-6">
        {/* The phone field's texts are the account settings' (one wording for phones everywhere). */}
        <PageMessages namespaces={['account.phone']}>
          <SignupForm next={next} countries={countries} />
        </PageMessages>
        <SocialSignIn next={next} />
      </div>
    </AuthCard>
  );
}
