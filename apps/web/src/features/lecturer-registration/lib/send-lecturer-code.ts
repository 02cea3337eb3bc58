import { SendCodeMutation } from '@/features/auth/api/account-documents';
import { request } from '@/shared/graphql/request';

/** Mails a LECTURER_EMAIL_VERIFICATION code; loaded with the first "send code" (decision 0079). */
export async function sendLecturerCode(email: string, locale: string) {
  const input = { email, purpose: 'LECTURER_EMAIL_VERIFICATION' as const };
  return (await request(SendCodeMutation, { input }, { locale })).sendEmailVerificationCode;
}
