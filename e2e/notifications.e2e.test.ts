import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, localePath, newPage } from './support/browser';
import { latestCode } from './support/outbox';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');

// Visible texts the journey looks for (auth, cart, shell and notifications catalogues); e2e imports nothing internal.
const texts = {
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    loginSubmit: 'تسجيل الدخول',
    pay: /^ادفع/,
    panelTitle: 'الإشعارات',
    emptyTitle: 'لا توجد إشعارات بعد',
    emptyBody: 'ستظهر هنا التحديثات الخاصة بدوراتك وبرامجك وتقدّمك في التعلّم',
    purchaseTitle: 'تمت عملية الشراء',
    viewAll: 'عرض كل الإشعارات',
  },
  en: {
    email: 'Email',
    password: 'Password',
    loginSubmit: 'Log in',
    pay: /^Pay/,
    panelTitle: 'Notifications',
    emptyTitle: 'No notifications yet',
    emptyBody: "You'll see updates here about your courses, programs and learning progress",
    purchaseTitle: 'Purchase completed',
    viewAll: 'View all notifications',
  },
};
const password = 'Learner#2026';
/** Polls wait for round trips to the API (the session's count, the panel's list), not just a repaint. */
const patience = { timeout: 10_000 };

/** Sends one named operation to the API directly. */
async function api<T>(
  operationName: string,
  query: string,
  variables: Record<string, unknown> = {},
  locale = 'en',
): Promise<T> {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify({ operationName, query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** A new verified learner of their own, so this journey owns nothing another one bought. */
async function freshLearner(locale: 'ar' | 'en'): Promise<string> {
  const email = `notify-${locale}-${Date.now()}@example.com`;
  const input = {
    firstName: 'Nour',
    lastName: 'Fathy',
    arFirstName: 'نور',
    arLastName: 'فتحي',
    email,
    password,
    favLang: locale.toUpperCase(),
  };
  const registered = await api<{ registerAsUser: { success: boolean; message: string } }>(
    'registerAsUser',
    'mutation registerAsUser($input: RegisterAsUserInput) { registerAsUser(input: $input) { success message } }',
    { input },
  );
  expect(registered.registerAsUser.success, registered.registerAsUser.message).toBe(true);
  const code = await latestCode(apiUrl, email);
  const verified = await api<{ verifyUserVerificationCodeByEmail: { success: boolean } }>(
    'verifyUserVerificationCodeByEmail',
    'mutation verifyUserVerificationCodeByEmail($input: VerifyUserVerificationCodeByEmailInput) { verifyUserVerificationCodeByEmail(input: $input) { success } }',
    { input: { email, code, purpose: 'EMAIL_VERIFICATION' } },
  );
  expect(verified.verifyUserVerificationCodeByEmail.success).toBe(true);
  return email;
}

/** A paid published course from the demo catalogue. */
async function paidCourseId(index: number): Promise<string> {
  const data = await api<{ courses: { data: { items: { id: string; priceAfterDiscount: number }[] } } }>(
    'courses',
    'query courses { courses(paginate: { limit: 24 }) { data { items { id priceAfterDiscount } } } }',
  );
  return data.courses.data.items.filter((c) => c.priceAfterDiscount > 0).at(-1 - index)!.id;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

for (const [index, locale] of (['ar', 'en'] as const).entries()) {
  const t = texts[locale];
  const url = (path: string) => `${baseUrl}${localePath(locale, path)}`;
  const bell = (page: Page) => page.getByTestId('notifications-trigger');
  const panel = (page: Page) => page.getByTestId('notifications-panel');

  /** axe on the page as it stands, in light and in dark. */
  async function checkAxe(page: Page) {
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    // Colours ease between themes (transition-colors); measure once they have arrived.
    await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });
  }

  describe(`notifications (${locale})`, () => {
    it(
      'shows a purchase in the dropdown with the unseen dot, clears it on opening, and lists it on /notifications',
      { timeout: 180_000 },
      async () => {
        const email = await freshLearner(locale);
        const page = await newPage(browser, { locale });
        await page.goto(url('/login'));
        await page.getByLabel(t.email, { exact: true }).fill(email);
        await page.getByLabel(t.password, { exact: true }).fill(password);
        await page.getByRole('button', { name: t.loginSubmit, exact: true }).click();
        await page.waitForURL((u) => u.pathname === localePath(locale, '/'));

        // Nothing yet: the empty state's two texts.
        await expect.poll(() => bell(page).getAttribute('data-count'), patience).toBe('0');
        await bell(page).click();
        await panel(page).getByRole('heading', { name: t.panelTitle }).waitFor();
        await panel(page).getByText(t.emptyTitle).waitFor();
        await panel(page).getByText(t.emptyBody).waitFor();
        await checkAxe(page);
        await page.keyboard.press('Escape');
        await panel(page).waitFor({ state: 'detached' });

        // Buy a course (sandbox) with the session cookie.
        const answer = await page.request.post(`${baseUrl}/graphql`, {
          headers: { 'accept-language': locale, 'x-manara-client': 'web' },
          data: {
            operationName: 'buyNow',
            query:
              'mutation buyNow($id: ID) { buyNow(input: { learningProgramId: $id }) { success message data { paymentLink } } }',
            variables: { id: await paidCourseId(index) },
          },
        });
        const { buyNow } = (
          (await answer.json()) as {
            data: { buyNow: { success: boolean; message: string; data: { paymentLink: string } | null } };
          }
        ).data;
        expect(buyNow.success, buyNow.message).toBe(true);
        await page.goto(buyNow.data!.paymentLink);
        await page.getByRole('button', { name: t.pay }).click();
        await page.waitForURL((u) => !u.pathname.startsWith('/sandbox'), { timeout: 30_000 });

        // The bell counts it; the panel shows it with its dot.
        await page.goto(url('/'));
        await expect.poll(() => bell(page).getAttribute('data-count'), patience).toBe('1');
        await bell(page).click();
        const card = panel(page).getByTestId('notification-card');
        await expect.poll(() => card.count(), patience).toBe(1);
        expect(await card.textContent()).toContain(t.purchaseTitle);
        expect(await card.getAttribute('data-seen')).toBe('false');
        expect(await card.getAttribute('href')).toBe(localePath(locale, '/my-learning-programs'));
        await checkAxe(page);

        // Opening marked it seen: the count drops at once, and the next opening shows no dot.
        await expect.poll(() => bell(page).getAttribute('data-count'), patience).toBe('0');
        await page.keyboard.press('Escape');
        await panel(page).waitFor({ state: 'detached' });
        await bell(page).click();
        await expect
          .poll(() => panel(page).getByTestId('notification-card').getAttribute('data-seen'), patience)
          .toBe('true');

        // 'View all' goes to /notifications and closes the panel.
        await panel(page).getByRole('link', { name: t.viewAll }).click();
        await page.waitForURL((u) => u.pathname === localePath(locale, '/notifications'));
        await panel(page).waitFor({ state: 'detached' });
        await page.getByRole('heading', { level: 1, name: t.panelTitle }).waitFor();
        const listed = page.getByRole('main').getByTestId('notification-card');
        await expect.poll(() => listed.count(), patience).toBe(1);
        expect(await listed.textContent()).toContain(t.purchaseTitle);
        await checkAxe(page);
        await page.context().close();
      },
    );
  });
}
