import { request } from '@/shared/graphql/request';
import { browserLoginDetails } from '../lib/login-details';
import { LoginMutation } from './session-documents';

/** E-mail and password login from this browser (docs/product/accounts.md Login input). */
export async function sendPasswordLogin(email: string, password: string, locale: string) {
  const input = { email, password, loginDetails: browserLoginDetails() };
  return (await request(LoginMutation, { input }, { locale })).emailAndPasswordLogin;
}
