import { listWhatsAppMessages } from '@manara/db';
import { expect } from 'vitest';
import type { TestServer } from '../../../testing/test-server';
import type { Learner } from '../../commerce/testing/commerce-world';

// The WhatsApp channel's operations and helpers for its tests (decision 0068).

const SETTINGS =
  'available phone phoneVerified codeDelivery events { purchaseReceipt refund liveSessionReminder certificateIssued }';
export const MY_WHATSAPP = `query myWhatsAppSettings { myWhatsAppSettings { code success message data { ${SETTINGS} } } }`;
export const REQUEST_CODE = `mutation requestPhoneVerification { requestPhoneVerification { code success message
  fieldErrors { field message } data { phone expiresInMinutes } } }`;
export const VERIFY_PHONE = `mutation verifyPhone($input: VerifyPhoneInput) { verifyPhone(input: $input) { code success message
  fieldErrors { field message } data { ${SETTINGS} } } }`;
export const UPDATE_WHATSAPP = `mutation updateWhatsAppPreferences($input: UpdateWhatsAppPreferencesInput) {
  updateWhatsAppPreferences(input: $input) { code success message data { ${SETTINGS} } } }`;
const UPDATE_PHONE = `mutation updatePhone($input: UpdatePhoneInput) { updatePhone(input: $input) { code success fieldErrors { field message } data { phone } } }`;

/** Saves an Egyptian mobile number (typed with Arabic-Indic digits, as people do) and answers it in E.164. */
export async function savePhone(who: Learner, local: string): Promise<string> {
  const saved = await who.call(UPDATE_PHONE, { input: { phone: local, country: 'EG' } });
  expect(saved, local).toMatchObject({ success: true });
  return saved.data.phone as string;
}

/** The code in the newest WhatsApp message to a number (its first six-digit run). */
export async function lastCodeTo(server: TestServer, phone: string): Promise<string> {
  const [message] = await listWhatsAppMessages(server.database.db, { to: phone, limit: 1 });
  const code = /\d{6}/.exec(message?.params.join(' ') ?? '')?.[0];
  expect(code).toBeDefined();
  return code!;
}

/** Saves a phone and proves it with the code that came on WhatsApp. */
export async function verifiedPhone(server: TestServer, who: Learner, local: string): Promise<string> {
  const phone = await savePhone(who, local);
  expect((await who.call(REQUEST_CODE)).code).toBe('CODE_SENT');
  const verified = await who.call(VERIFY_PHONE, { input: { code: await lastCodeTo(server, phone) } });
  expect(verified).toMatchObject({ success: true, code: 'PHONE_VERIFIED', data: { phoneVerified: true } });
  return phone;
}
