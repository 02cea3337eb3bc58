import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Account } from './support/accounts';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser, type Locale } from './support/browser';
import { field } from './support/forms';
import { signInWithSession } from './support/sign-in';
import { studioTexts, twin } from './support/studio';

// A program's co-lecturers (decision 0076; docs/product/studio.md, docs/product/catalogue.md): an
// administrator names two beside a live course's lecturer, orders them with the buttons alone, and
// the public page shows all three, lecturer first; then hands the course to another lecturer. Texts from the catalogues; e2e imports nothing internal.
const texts = {
  ar: {
    ...studioTexts.ar,
    title: 'العنوان',
    search: 'ابحث بالعنوان أو الرابط أو الرمز',
    searchButton: 'بحث',
    heading: 'المحاضرون المشاركون',
    choose: 'إضافة محاضر مشارك',
    add: 'إضافة',
    moveUp: 'نقل لأعلى',
    moveDown: 'نقل لأسفل',
    list: 'المحاضرون المشاركون بالترتيب',
    lecturers: 'المحاضرون',
    mona: 'د. منى الشربيني',
    ahmed: 'د. أحمد سامي',
    owner: 'عمر حسن',
    ownerLabel: 'محاضر البرنامج',
    newOwner: 'كريم منصور',
  },
  en: {
    ...studioTexts.en,
    title: 'Title',
    search: 'Search by title, address or code',
    searchButton: 'Search',
    heading: 'Co-lecturers',
    choose: 'Add a co-lecturer',
    add: 'Add',
    moveUp: 'Move up',
    moveDown: 'Move down',
    list: 'The co-lecturers, in order',
    lecturers: 'Your lecturers',
    mona: 'Dr. Mona El-Sherbiny',
    ahmed: 'Dr. Ahmed Samy',
    owner: 'Omar Hassan',
    ownerLabel: "The program's lecturer",
    newOwner: 'Karim Mansour',
  },
};
// Live courses of Omar Hassan that no other journey uses (demo-content/programs/mobility-flexibility.yaml,
// home-workouts.yaml), one per language so each run starts from none.
const courses: Record<Locale, { slug: string; title: string; enTitle: string }> = {
  ar: {
    slug: 'mobility-and-flexibility-for-everyday-life',
    title: 'المرونة وحرية الحركة في الحياة اليومية',
    enTitle: 'Mobility and Flexibility for Everyday Life',
  },
  en: {
    slug: 'home-workouts-build-your-own-program',
    title: 'Home Workouts: Build Your Own Program',
    enTitle: 'Home Workouts: Build Your Own Program',
  },
};
const demoPasswords = inject('demoPasswords');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
const browser = useBrowser();

/** Picks a lecturer from the co-lecturer choices by the name their option starts with, and adds them. */
async function addCoLecturer(page: Page, locale: Locale, name: string) {
  const t = texts[locale];
  const choose = field(page, t.choose);
  await expect.poll(() => choose.locator('option', { hasText: name }).count(), patience).toBe(1);
  const value = await choose.locator('option', { hasText: name }).getAttribute('value');
  await choose.selectOption(value!);
  await page.getByRole('button', { name: t.add, exact: true }).click();
}

const listed = (page: Page, locale: Locale) =>
  page.getByRole('list', { name: texts[locale].list }).getByTestId('co-lecturer').allTextContents();

describe.for(locales)('co-lecturers (%s)', (locale) => {
  const t = texts[locale];
  const course = courses[locale];

  it('an administrator adds two co-lecturers to a live course, orders them, and its page shows all three', async () => {
    const page = await newPage(browser(), { locale });
    await signInWithSession(page, admin);
    await page.goto(localeUrl(locale, '/studio/programs'));
    await field(page, t.search).fill(course.enTitle);
    await page.getByRole('button', { name: t.searchButton, exact: true }).click();
    await page.getByRole('link', { name: course.title, exact: true }).click();
    await page.waitForURL((u) => /\/studio\/programs\/[0-9a-f-]{36}$/.test(u.pathname));
    await expect.poll(() => twin(page, t.title, t.english).inputValue(), patience).toBe(course.enTitle);

    const section = page.getByTestId('co-lecturers');
    await section.getByRole('heading', { name: t.heading, exact: true }).waitFor();
    const owner = field(page, t.ownerLabel);
    const ownerName = () => owner.locator('option:checked').textContent();
    await expect.poll(ownerName, patience).toMatch(new RegExp(`^${t.owner}`));
    await addCoLecturer(page, locale, t.ahmed);
    await addCoLecturer(page, locale, t.mona);
    // A co-lecturer cannot also be the owner: the owner's choices leave them out.
    expect(await owner.locator('option', { hasText: t.mona }).count()).toBe(0);
    await expect
      .poll(() => listed(page, locale), patience)
      .toEqual([expect.stringContaining(t.ahmed), expect.stringContaining(t.mona)]);
    // Reordered from the keyboard: each button's name says whom it moves.
    const up = page.getByTestId('co-lecturer').filter({ hasText: t.mona }).getByRole('button', { name: t.moveUp });
    expect(await up.textContent()).toBe(`${t.moveUp}: ${t.mona}`);
    await up.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => listed(page, locale), patience)
      .toEqual([expect.stringContaining(t.mona), expect.stringContaining(t.ahmed)]);
    // Focus stays with the person moved: first now, so on their other move button.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focused, patience).toBe(`${t.moveDown}: ${t.mona}`);
    await checkAxe(page);
    await page.getByTestId('studio-save').click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: t.allSaved }).count(), patience).toBe(1);
    const editor = page.url();
    await page.context().close();

    // A visitor sees the lecturer, then the co-lecturers in their order, within seconds.
    const visitor = await newPage(browser(), { locale });
    await visitor.goto(localeUrl(locale, `/program/${course.slug}`));
    const cards = visitor.getByTestId('program-lecturers');
    // Read again until the change has reached the page (revalidated within seconds).
    const shownLecturers = async () => {
      await visitor.reload();
      return cards.getByRole('heading', { level: 3 }).allTextContents();
    };
    await expect.poll(shownLecturers, { timeout: 15_000 }).toEqual([t.owner, t.mona, t.ahmed]);
    await cards.getByRole('heading', { level: 2, name: t.lecturers, exact: true }).waitFor();
    await checkAxe(visitor);
    // Each co-lecturer's own page lists the course among theirs.
    await cards.getByRole('link', { name: new RegExp(t.mona) }).click();
    await visitor.waitForURL((u) => u.pathname.endsWith('/lecturers/mona-elsherbiny'));
    await visitor.getByRole('link', { name: course.title }).first().waitFor();

    // The administrator hands the course to another lecturer; its page names them first.
    const studio = await newPage(browser(), { locale });
    await signInWithSession(studio, admin);
    await studio.goto(editor);
    const choices = field(studio, t.ownerLabel);
    await expect.poll(() => choices.locator('option', { hasText: t.newOwner }).count(), patience).toBe(1);
    await choices.selectOption((await choices.locator('option', { hasText: t.newOwner }).getAttribute('value'))!);
    await studio.getByTestId('studio-save').click();
    await expect.poll(() => studio.getByRole('status').filter({ hasText: t.allSaved }).count(), patience).toBe(1);
    await studio.context().close();
    await visitor.goto(localeUrl(locale, `/program/${course.slug}`));
    await expect.poll(shownLecturers, { timeout: 15_000 }).toEqual([t.newOwner, t.mona, t.ahmed]);
    await visitor.context().close();
  });
});
