import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe } from './support/axe';
import { localePath, localeUrl, locales, newPage, patience, useBrowser } from './support/browser';
import { verifiedAccount } from './support/accounts';
import { buyNowInSandbox } from './support/checkout';
import { paidCourses } from './support/programs';
import { signedInLearner, signInWithSession } from './support/sign-in';

const browser = useBrowser();

// Visible texts the journey looks for (shell and notifications catalogues); e2e imports nothing internal.
const texts = {
  ar: {
    panelTitle: 'الإشعارات',
    emptyTitle: 'لا توجد إشعارات بعد',
    emptyBody: 'ستظهر هنا التحديثات الخاصة بدوراتك وبرامجك وتقدّمك في التعلّم',
    purchaseTitle: 'تمت عملية الشراء',
    viewAll: 'عرض كل الإشعارات',
    pushTurnOn: 'تفعيل الإشعارات',
  },
  en: {
    panelTitle: 'Notifications',
    emptyTitle: 'No notifications yet',
    emptyBody: "You'll see updates here about your courses, programs and learning progress",
    purchaseTitle: 'Purchase completed',
    viewAll: 'View all notifications',
    pushTurnOn: 'Turn on notifications',
  },
};

describe.for(locales)('notifications (%s)', (locale) => {
  const t = texts[locale];
  const bell = (page: Page) => page.getByTestId('notifications-trigger');
  const panel = (page: Page) => page.getByTestId('notifications-panel');

  it(
    'shows a purchase in the dropdown with the unseen dot, clears it on opening, and lists it on /notifications',
    { timeout: 180_000 },
    async () => {
      const page = await signedInLearner(browser(), locale, 'notify');

      // Nothing yet: the empty state's two texts.
      await expect.poll(() => bell(page).getAttribute('data-count'), patience).toBe('0');
      await bell(page).click();
      await panel(page).getByRole('heading', { name: t.panelTitle }).waitFor();
      await panel(page).getByText(t.emptyTitle).waitFor();
      await panel(page).getByText(t.emptyBody).waitFor();
      await checkAxe(page, { dark: true });
      await page.keyboard.press('Escape');
      await panel(page).waitFor({ state: 'detached' });

      // Buy a course (sandbox) with the session cookie.
      const courses = await paidCourses(locale);
      await buyNowInSandbox(page, locale, courses.at(-1 - locales.indexOf(locale))!.id);

      // The bell counts it; the panel shows it with its dot.
      await page.goto(localeUrl(locale, '/'));
      await expect.poll(() => bell(page).getAttribute('data-count'), patience).toBe('1');
      await bell(page).click();
      const card = panel(page).getByTestId('notification-card');
      await expect.poll(() => card.count(), patience).toBe(1);
      expect(await card.textContent()).toContain(t.purchaseTitle);
      expect(await card.getAttribute('data-seen')).toBe('false');
      expect(await card.getAttribute('href')).toBe(localePath(locale, '/my-learning-programs'));
      await checkAxe(page, { dark: true });

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
      await checkAxe(page, { dark: true });
      await page.context().close();
    },
  );

  it('offers push notifications on a phone, where there is no bell panel', async () => {
    const account = await verifiedAccount(locale, 'push-phone');
    const page = await newPage(browser(), { locale, width: 390, height: 844 });
    await signInWithSession(page, account);
    await page.goto(localeUrl(locale, '/notifications'));
    // The bell's panel is desktop only; the page carries the same offer.
    expect(await bell(page).isVisible()).toBe(false);
    const offer = page.getByTestId('push-offer');
    await offer.getByRole('button', { name: t.pushTurnOn }).waitFor();
    await checkAxe(page);
    await page.context().close();
  });
});
