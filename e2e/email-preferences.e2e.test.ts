import { describe, expect, inject, it } from 'vitest';
import { verifiedAccount } from './support/accounts';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser } from './support/browser';
import { buyNowInSandbox } from './support/checkout';
import { latestMail } from './support/outbox';
import { paidCourses } from './support/programs';
import { signInWithSession } from './support/sign-in';

// E-mail preferences (decision 0058): a learner switches one event's e-mail off in settings and it
// stays off; the unsubscribe link of a mail opens a page that changes nothing until its button
// is pressed, which switches that event off. Texts from the pages and account catalogues.
const texts = {
  ar: {
    card: 'إشعارات البريد الإلكتروني',
    save: 'حفظ',
    saved: 'تم حفظ تفضيلات البريد الإلكتروني.',
    what: 'إيصالات الشراء',
    confirm: 'إلغاء الاشتراك',
    done: 'تم. لن تصلك هذه الرسائل بعد الآن.',
  },
  en: {
    card: 'E-mail notifications',
    save: 'Save',
    saved: 'Your e-mail preferences are saved.',
    what: 'Purchase receipts',
    confirm: 'Unsubscribe',
    done: 'Done. You will no longer receive these e-mails.',
  },
};
const browser = useBrowser();

describe.for(locales)('e-mail preferences (%s)', (locale) => {
  const t = texts[locale];

  it(
    'switches one event off in settings, keeps it after reload, and unsubscribes from a mail’s link',
    { timeout: 180_000 },
    async () => {
      const learner = await verifiedAccount(locale, 'mailprefs');
      const page = await newPage(browser(), { locale });
      await signInWithSession(page, learner);

      await page.goto(localeUrl(locale, '/settings'));
      await page.getByRole('link', { name: new RegExp(t.card) }).click();
      const replies = page.getByTestId('email-pref-commentReply');
      await expect.poll(() => replies.isEnabled(), patience).toBe(true);
      expect(await replies.isChecked()).toBe(true);
      await checkAxe(page);
      await replies.uncheck();
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await page.getByRole('status').filter({ hasText: t.saved }).waitFor(patience);
      await checkAxe(page);
      await page.reload();
      await expect.poll(() => replies.isEnabled(), patience).toBe(true);
      expect(await replies.isChecked()).toBe(false);
      expect(await page.getByTestId('email-pref-purchaseReceipt').isChecked()).toBe(true);

      // A purchase mails a receipt carrying its one-click unsubscribe link.
      const course = (await paidCourses(locale))[locales.indexOf(locale) + 5]!;
      await buyNowInSandbox(page, locale, course.id);
      const mail = await latestMail(inject('apiUrl'), learner.email, 'event/purchaseReceipt');
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const link = /<([^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')![1]!;
      expect(mail.text).toContain(link);

      // Opening the link changes nothing; the button does.
      const visitor = await newPage(browser(), { locale });
      await visitor.goto(link);
      await visitor.getByText(t.what).waitFor(patience);
      await checkAxe(visitor);
      await page.goto(localeUrl(locale, '/settings/notifications'));
      const receipts = page.getByTestId('email-pref-purchaseReceipt');
      await expect.poll(() => receipts.isEnabled(), patience).toBe(true);
      expect(await receipts.isChecked()).toBe(true);

      await visitor.getByRole('button', { name: t.confirm, exact: true }).click();
      await visitor.getByRole('status').filter({ hasText: t.done }).waitFor(patience);
      await visitor.close();
      await page.reload();
      await expect.poll(() => receipts.isEnabled(), patience).toBe(true);
      expect(await receipts.isChecked()).toBe(false);
      expect(await replies.isChecked()).toBe(false);

      // What a mail client does with List-Unsubscribe-Post: a POST to the very link answers 200.
      const oneClick = await fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.json()).toEqual({ unsubscribed: true, event: 'purchaseReceipt' });
    },
  );
});
