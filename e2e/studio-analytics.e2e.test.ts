import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Account } from './support/accounts';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser, waitForHydration, type Locale } from './support/browser';
import { buyOnProgramPage } from './support/checkout';
import { toLatinDigits } from './support/digits';
import { paidCourses, type Course } from './support/programs';
import { signedInLearner, signInWithSession } from './support/sign-in';

// The studio's analytics (decision 0059): a learner's purchase shows on the administrator's
// dashboard for today's Cairo date. Texts from the studio catalogue; e2e imports nothing internal.
const texts = {
  ar: { nav: 'التحليلات', from: 'من (تاريخ القاهرة)', show: 'اعرض', consent: 'التحليلات', decline: 'لا، شكرًا' },
  en: { nav: 'Analytics', from: 'From (Cairo date)', show: 'Show', consent: 'Analytics', decline: 'No, thanks' },
};
const demoPasswords = inject('demoPasswords');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
const browser = useBrowser();
const cairoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());

/** Opens the dashboard for today only (the date typed with the page's digits); answers how many of the course it counts as sold. */
async function soldToday(page: Page, locale: Locale, course: Course): Promise<number> {
  await page.goto(localeUrl(locale, '/studio/analytics'));
  await waitForHydration(page, 'input[name="from"]');
  const today = cairoToday();
  await page.getByLabel(texts[locale].from, { exact: true }).fill(locale === 'ar' ? toArabicIndic(today) : today);
  await page.locator('input[name="to"]').fill(today);
  await page.getByRole('button', { name: texts[locale].show, exact: true }).click();
  const days = page.getByTestId('analytics-days');
  await expect
    .poll(
      async () =>
        toLatinDigits((await days.locator('tbody tr').count()) === 1 ? ((await days.textContent()) ?? '') : ''),
      patience,
    )
    .toContain(today);
  const row = page.getByTestId('analytics-programs').locator('tbody tr').filter({ hasText: course.title });
  if ((await row.count()) === 0) return 0;
  return Number(toLatinDigits((await row.locator('td').nth(1).textContent()) ?? '0'));
}

const toArabicIndic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe.for(locales)('the studio analytics (%s)', (locale) => {
  it("the dashboard shows the test's own purchase", { timeout: 240_000 }, async () => {
    const courses = await paidCourses(locale);
    const course = courses[courses.length - (locale === 'ar' ? 1 : 2)]!;
    const adminPage = await newPage(browser(), { locale });
    await signInWithSession(adminPage, admin);
    await adminPage.goto(localeUrl(locale, '/studio'));
    await adminPage.getByRole('navigation').getByRole('link', { name: texts[locale].nav, exact: true }).click();
    await adminPage.getByTestId('analytics-days').waitFor(patience);
    await checkAxe(adminPage);
    const before = await soldToday(adminPage, locale, course);

    const learner = await signedInLearner(browser(), locale, 'studio-analytics');
    await buyOnProgramPage(learner, locale, course.slug);

    await expect.poll(() => soldToday(adminPage, locale, course), patience).toBeGreaterThan(before);
    const today = toLatinDigits(
      (await adminPage.getByTestId('analytics-days').locator('tbody tr').first().textContent()) ?? '',
    );
    expect(today).toContain(cairoToday());
    await checkAxe(adminPage);
  });

  it('asks a visitor once, in the page, and keeps their answer', { timeout: 120_000 }, async () => {
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, '/'));
    const notice = page.getByRole('region', { name: texts[locale].consent, exact: true });
    await notice.waitFor(patience);
    // In the page's flow, not fixed over it: it can cover no control.
    expect(await notice.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    await checkAxe(page);
    await notice.getByRole('button', { name: texts[locale].decline, exact: true }).click();
    await notice.waitFor({ state: 'detached', ...patience });
    expect((await page.context().cookies()).find((c) => c.name === 'manara_analytics')?.value).toBe('0');
    await page.reload();
    await page.getByRole('contentinfo').waitFor(patience);
    expect(await notice.count()).toBe(0);
  });

  it('lets a learner leave themselves out in their settings, and come back', { timeout: 120_000 }, async () => {
    const page = await signedInLearner(browser(), locale, 'analytics-opt-out');
    await page.goto(localeUrl(locale, '/settings/account'));
    const counted = page.getByTestId('analytics-counted');
    await expect.poll(() => counted.isEnabled(), patience).toBe(true);
    expect(await counted.isChecked()).toBe(true);
    await checkAxe(page);
    await counted.uncheck();
    await expect.poll(() => counted.isEnabled(), patience).toBe(true);
    await page.reload();
    await expect.poll(() => counted.isEnabled(), patience).toBe(true);
    expect(await counted.isChecked()).toBe(false);
    await counted.check();
    await expect.poll(() => counted.isEnabled(), patience).toBe(true);
    expect(await counted.isChecked()).toBe(true);
  });
});
