import type { Locale } from '@manara/i18n';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { request } from '@/shared/graphql/request';
import { incomingCookie } from '@/shared/graphql/server-cookie';
import { homePath, safeNextPath } from '../lib/safe-next';
import { MeQuery } from './session-documents';

/**
 * Login and sign-up are for visitors (docs/product/accounts.md): someone signed in goes where login
 * would have sent them, `next` when it is a same-site path, else the language's home. The session
 * is asked of the API rather than read from the cookie's presence, so an expired cookie still
 * reaches the form; without the cookie nothing is asked.
 */
export async function redirectSignedIn(locale: Locale, next: string | null | undefined): Promise<void> {
  if (!(await cookies()).has('manara_session')) return;
  const { me } = await request(MeQuery, {}, { locale, cookie: await incomingCookie() }).catch(() => ({ me: null }));
  if (me?.success && me.data) redirect(safeNextPath(next) ?? homePath(locale));
}
