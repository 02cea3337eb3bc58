import { describe, expect, inject, it } from 'vitest';
import { verifiedAccount, type Account } from './support/accounts';
import { api } from './support/api';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser } from './support/browser';
import { buyNowInSandbox } from './support/checkout';
import { toArabicIndic } from './support/digits';
import { programId } from './support/programs';
import { loginToken, signInWithSession } from './support/sign-in';
import { latestWhatsApp } from './support/whatsapp-outbox';

// WhatsApp as a channel (decision 0068): a learner proves their phone with the code that comes on
// WhatsApp (typed in Arabic-Indic digits), switches purchase receipts and live-session reminders
// on, buys a live workshop whose session starts within the hour, and both messages reach the
// development outbox in the learner's language. Texts from the account catalogue.
const texts = {
  ar: {
    send: 'أرسل لي رمزًا على واتساب',
    sent: 'أرسلنا رمزًا من ٦ أرقام إلى واتساب. صالح لمدة ١٥ دقيقة.',
    code: 'الرمز من واتساب',
    verify: 'أكّد رقمي',
    verified: 'تم التأكيد',
    saved: 'تم حفظ تفضيلات واتساب.',
    greeting: /^مرحبًا نور، /,
  },
  en: {
    send: 'Send me a code on WhatsApp',
    sent: 'We sent a 6-digit code to your WhatsApp. It works for 15 minutes.',
    code: 'Code from WhatsApp',
    verify: 'Verify my number',
    verified: 'verified',
    saved: 'Your WhatsApp preferences are saved.',
    greeting: /^Hello Nour, /,
  },
};
const browser = useBrowser();
const demoPasswords = inject('demoPasswords');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
/** A workshop no other journey buys or changes; its one live session is moved to start soon. */
const workshopSlug = 'performing-under-pressure';

type Envelope<T = unknown> = { success: boolean; message: string; data: T };

/** As an administrator in the studio: the workshop's live session now starts in 30 minutes. */
async function sessionStartsSoon(id: string) {
  const token = await loginToken(admin);
  const { studioCurriculum } = await api<{
    studioCurriculum: Envelope<{
      program: { version: number };
      sections: { lessons: { id: string; type: string }[] }[];
    }>;
  }>(
    'query studioCurriculum($id: ID) { studioCurriculum(programId: $id) { success message data { program { version } sections { lessons { id type } } } } }',
    { token, variables: { id } },
  );
  expect(studioCurriculum.success, studioCurriculum.message).toBe(true);
  const live = studioCurriculum.data.sections.flatMap((s) => s.lessons).find((l) => l.type === 'LIVE_SESSION')!;
  const start = new Date(Date.now() + 30 * 60_000);
  const { updateLesson } = await api<{ updateLesson: Envelope }>(
    'mutation updateLesson($input: UpdateLessonInput) { updateLesson(input: $input) { success message } }',
    {
      token,
      variables: {
        input: {
          programId: id,
          lessonId: live.id,
          version: studioCurriculum.data.program.version,
          changes: {
            liveSessionStartAt: start.toISOString(),
            liveSessionEndAt: new Date(start.getTime() + 90 * 60_000).toISOString(),
          },
        },
      },
    },
  );
  expect(updateLesson.success, updateLesson.message).toBe(true);
}

describe.for(locales)('WhatsApp messages (%s)', (locale) => {
  const t = texts[locale];

  it(
    'verifies the phone with the WhatsApp code, then sends the purchase receipt and the live-session reminder',
    { timeout: 180_000 },
    async () => {
      const learner = await verifiedAccount(locale, 'whatsapp');
      // A number of this run's own: 010 then eight digits, saved as settings saves it.
      const local = `010${String(Date.now()).slice(-7)}${locales.indexOf(locale)}`;
      const { updatePhone } = await api<{ updatePhone: Envelope<{ phone: string }> }>(
        'mutation updatePhone($input: UpdatePhoneInput) { updatePhone(input: $input) { success message data { phone } } }',
        { token: await loginToken(learner), variables: { input: { phone: local, country: 'EG' } } },
      );
      expect(updatePhone.success, updatePhone.message).toBe(true);
      const phone = updatePhone.data.phone;

      const page = await newPage(browser(), { locale });
      await signInWithSession(page, learner);
      await page.goto(localeUrl(locale, '/settings/notifications'));
      await page.getByRole('button', { name: t.send }).click();
      await page.getByRole('status').filter({ hasText: t.sent }).waitFor(patience);
      await checkAxe(page);
      const code = (await latestWhatsApp(phone, 'manara_verification_code')).text.match(/\d{6}/)![0];
      await page.getByLabel(t.code).fill(toArabicIndic(code));
      await page.getByRole('button', { name: t.verify }).click();
      await page.getByTestId('whatsapp-phone').filter({ hasText: t.verified }).waitFor(patience);
      expect(await page.getByTestId('whatsapp-phone').textContent()).toContain(
        locale === 'ar' ? toArabicIndic(phone.slice(1)) : phone,
      );

      for (const event of ['purchaseReceipt', 'liveSessionReminder'])
        await page.getByTestId(`whatsapp-pref-${event}`).check();
      await page.getByTestId('save-whatsapp-preferences').click();
      await page.getByRole('status').filter({ hasText: t.saved }).waitFor(patience);
      await checkAxe(page);

      const workshop = await programId(workshopSlug);
      await sessionStartsSoon(workshop);
      await buyNowInSandbox(page, locale, workshop);
      const receipt = await latestWhatsApp(phone, 'manara_purchase_receipt');
      expect(receipt.locale).toBe(locale.toUpperCase());
      expect(receipt.text).toMatch(t.greeting);
      const reminder = await latestWhatsApp(phone, 'manara_live_session_reminder');
      expect(reminder.text).toContain(locale === 'ar' ? '/program/details/' : '/en/program/details/');
      await page.close();
    },
  );
});
