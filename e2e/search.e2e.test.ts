import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { localePath, localeUrl, locales, newPage, useBrowser, type Locale } from './support/browser';
import { courseSlug } from './support/demo-content';
import { field } from './support/forms';

const browser = useBrowser();

// The visible texts the journeys look for (search catalogue and demo content; e2e imports nothing internal).
const texts = {
  ar: {
    open: 'بحث',
    label: 'ماذا تريد أن تتعلم؟',
    suggested: 'عمليات بحث مقترحة',
    phrase: 'تأهيل الإصابات',
    categories: 'تصفّح حسب الفئة',
    viewAll: 'عرض كل النتائج',
    noResults: 'لا توجد نتائج لـ',
    pageHeading: 'البحث',
    coursesGroup: 'الدورات',
    blankTitle: 'اكتب ما تبحث عنه',
    course: 'تأهيل الرباط الصليبي الأمامي: من الجراحة إلى العودة للملاعب',
  },
  en: {
    open: 'Search',
    label: 'What do you want to learn?',
    suggested: 'Suggested searches',
    phrase: 'Injury rehabilitation',
    categories: 'Browse by category',
    viewAll: 'View all results',
    noResults: 'No results for',
    pageHeading: 'Search',
    coursesGroup: 'Courses',
    blankTitle: "Type what you're looking for",
    course: 'ACL Rehabilitation: From Surgery to Return to Play',
  },
};
// "تأهيل" (rehabilitation) typed without the hamza, as people often do.
const withoutHamza = 'تاهيل';
const nonsense = 'zqxwvj';

const searchButton = (page: Page, name: string) => page.locator('header').getByRole('button', { name, exact: true });

async function openDialog(page: Page, locale: Locale) {
  await page.goto(localeUrl(locale, '/'));
  await searchButton(page, texts[locale].open).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

describe.for(locales)('search (%s)', (locale) => {
  const t = texts[locale];

  it('suggests phrases and category tiles; a tile fills the box and searches', async () => {
    const page = await newPage(browser(), { locale });
    const dialog = await openDialog(page, locale);
    const box = field(dialog, t.label);
    await expect.poll(() => box.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
    const suggested = dialog.getByRole('region', { name: t.suggested });
    expect(await suggested.getByRole('button').count()).toBe(4);
    await suggested.getByRole('button', { name: t.phrase }).waitFor();
    const tiles = dialog.getByRole('region', { name: t.categories }).getByRole('button');
    // The first API call of a fresh platform can be slow.
    await expect.poll(() => tiles.count(), { timeout: 10_000 }).toBe(4);
    await expectNoAxeViolations(page);

    const tileName = (await tiles.first().textContent())!.trim();
    await tiles.first().click();
    expect(await box.inputValue()).toBe(tileName);
    await expect.poll(() => dialog.locator('a[data-search-item]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it('finds a course typed without hamza, then lists it on /search via "view all results"', async () => {
    const page = await newPage(browser(), { locale });
    const dialog = await openDialog(page, locale);
    await field(dialog, t.label).pressSequentially(withoutHamza);
    const course = dialog.getByRole('link', { name: t.course });
    await course.waitFor();
    expect(new URL(await course.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe(
      localePath(locale, `/program/${courseSlug}`),
    );
    expect(await dialog.locator('ul a[data-search-item]').count()).toBeLessThanOrEqual(4);
    await expectNoAxeViolations(page);

    await dialog.getByRole('link', { name: t.viewAll }).click();
    await page.waitForURL(
      (u) => u.pathname === localePath(locale, '/search') && u.searchParams.get('q') === withoutHamza,
    );
    await page.getByRole('heading', { name: t.pageHeading, level: 1 }).waitFor();
    const courses = page.getByRole('region', { name: new RegExp(`^${t.coursesGroup}`) });
    await courses.getByRole('link', { name: t.course }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectNoAxeViolations(page);

    // Searching again from the page keeps the new query in the URL.
    const pageBox = field(page.locator('main'), t.label);
    await pageBox.fill(nonsense);
    await pageBox.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === nonsense);
    await expect.poll(() => page.locator('main').textContent(), { timeout: 10_000 }).toContain(t.noResults);
    await expect.poll(() => page.locator('main bdi').allTextContents()).toContain(nonsense);
  });

  it('says "no results for" a nonsense query; Escape closes, resets and returns focus', async () => {
    const page = await newPage(browser(), { locale });
    const dialog = await openDialog(page, locale);
    const box = field(dialog, t.label);
    await box.pressSequentially(nonsense);
    await expect.poll(() => dialog.textContent(), { timeout: 10_000 }).toContain(t.noResults);
    expect(await dialog.locator('bdi').allTextContents()).toContain(nonsense);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.activeElement?.closest('header') !== null && document.activeElement?.getAttribute('aria-label'),
        ),
      )
      .toBe(t.open);

    await searchButton(page, t.open).click();
    const reopened = page.getByRole('dialog');
    expect(await field(reopened, t.label).inputValue()).toBe('');
    await reopened.getByRole('region', { name: t.suggested }).waitFor();
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const page = await newPage(browser(), { locale });
    const dialog = await openDialog(page, locale);
    await field(dialog, t.label).pressSequentially(withoutHamza);
    await dialog.getByRole('link', { name: t.course }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const first = dialog.locator('ul a[data-search-item]').first();
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    const target = new URL(await first.evaluate((a) => (a as HTMLAnchorElement).href)).pathname;
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === target);
  });

  it('shows the /search page without a query as an invitation to type', async () => {
    const page = await newPage(browser(), { locale });
    const response = await page.goto(localeUrl(locale, '/search'));
    expect(response?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.getByText(t.blankTitle, { exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('search on a small screen', () => {
  it('is a full-height sheet at 360px wide, accessible in the dark theme too', async () => {
    const page = await newPage(browser(), { locale: 'ar', width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const dialog = await openDialog(page, 'ar');
    await expect.poll(() => dialog.boundingBox(), { timeout: 5_000 }).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    await dialog.getByRole('region', { name: texts.ar.categories }).waitFor();
    await expectNoAxeViolations(page);
    await field(dialog, texts.ar.label).pressSequentially(withoutHamza);
    await dialog.getByRole('link', { name: texts.ar.course }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('is a sheet from the top, not full height, between 701px and 1023px', async () => {
    const page = await newPage(browser(), { locale: 'en', width: 900, height: 900 });
    const dialog = await openDialog(page, 'en');
    await expect.poll(async () => (await dialog.boundingBox())?.width, { timeout: 5_000 }).toBe(900);
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBeLessThan(900);
  });
});
