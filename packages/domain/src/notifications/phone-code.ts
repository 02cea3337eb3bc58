import { hashVerificationCode, verificationCodeMatches } from '../identity/index';

// A phone code's hash is keyed by the user and the number (decision 0068): a code sent to one
// number never proves another, even for the same account.
const keyOf = (userId: string, phone: string) => `${userId}:${phone}`;
const PURPOSE = 'PHONE_VERIFICATION';

export const hashPhoneCode = (userId: string, phone: string, code: string) =>
  hashVerificationCode(keyOf(userId, phone), PURPOSE, code);

export const phoneCodeMatches = (storedHash: string, userId: string, phone: string, code: string) =>
  verificationCodeMatches(storedHash, keyOf(userId, phone), PURPOSE, code);
