'use client';
import { useLocale } from '#intl';
import type { RefObject } from 'react';
import { useRouter } from '@/i18n/navigation';
import { sendPasswordLogin } from '../api/password-login';
import { useEnterSession } from '../hooks/use-enter-session';
import { VerifyEmailStep } from './verify-email-step';

/**
 * After sign-up: the e-mailed code, then a login with the password just chosen and on to `next`
 * (docs/product/accounts.md). Should that login fail (the address already had an account, or the
 * page was reloaded), the learner goes to log in, `next` kept. Loaded once the account exists
 * (decision 0079): a visitor who never signs up never fetches it.
 */
export default function SignupVerifyStep({
  email,
  password,
  next,
}: {
  email: string;
  /** The password typed into the form; forgotten after the login attempt. */
  password: RefObject<string>;
  next: string | null;
}) {
  const locale = useLocale();
  const router = useRouter();
  const enterSession = useEnterSession(next);

  async function signIn() {
    const toLogin = () =>
      router.push({ pathname: '/login', query: { email, verified: '1', ...(next ? { next } : {}) } });
    try {
      const result = await sendPasswordLogin(email, password.current, locale);
      if (result.success) enterSession(result.data?.user);
      else toLogin();
    } catch {
      toLogin();
    } finally {
      password.current = '';
    }
  }

  return <VerifyEmailStep email={email} onVerified={signIn} />;
}
