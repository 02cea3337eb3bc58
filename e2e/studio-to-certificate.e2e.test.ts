import { describe, expect, inject, it } from 'vitest';
import type { Account } from './support/accounts';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser } from './support/browser';
import { buyOnProgramPage } from './support/checkout';
import { toArabicIndic } from './support/digits';
import { field } from './support/forms';
import { lessonUrl } from './support/lessons';
import { loadProgram } from './support/programs';
import { signedInLearner, signInWithSession } from './support/sign-in';
import { addLesson, addSection, newDraft, studioTexts } from './support/studio';

// The whole way (docs/product/studio.md): an administrator builds a course from nothing in the
// studio and publishes it; a learner finds it, buys it in the sandbox, completes it and holds its
// certificate. Texts from the studio catalogue; e2e imports nothing internal.
const texts = {
  ar: { ...studioTexts.ar, price: 'السعر (جنيه مصري، دون ضريبة القيمة المضافة)', published: 'منشور' },
  en: { ...studioTexts.en, price: 'Price (EGP, VAT excluded)', published: 'Published' },
};
const demoPasswords = inject('demoPasswords');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
const browser = useBrowser();

describe.for(locales)('from the studio to a certificate (%s)', (locale) => {
  const t = texts[locale];

  it('an administrator builds and publishes a course; a learner buys it, completes it and is certified', async () => {
    // Letters only: Arabic pages show digits as Arabic-Indic ones, which would hide the title from a text match.
    const stamp = Date.now()
      .toString(36)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
    const titles = { ar: `أساسيات الإطالة ${stamp}`, en: `Stretching Basics ${stamp}` };

    const studio = await newPage(browser(), { locale });
    await signInWithSession(studio, admin);
    const slug = await newDraft(studio, locale, titles);
    await field(studio, t.price).fill(locale === 'ar' ? toArabicIndic('250') : '250');
    await studio.getByTestId('studio-save').click();
    await expect.poll(() => studio.getByRole('status').filter({ hasText: t.allSaved }).count(), patience).toBe(1);
    const section = await addSection(studio, locale, { ar: 'البداية', en: 'Getting started' });
    await addLesson(studio, locale, section, { ar: 'لماذا نتمدد؟', en: 'Why we stretch' });
    await studio.getByTestId('action-publish').click();
    await expect.poll(() => studio.getByTestId('status-badge').first().textContent(), patience).toBe(t.published);
    await checkAxe(studio);

    // Live within seconds: a learner buys it from its public page.
    const learner = await signedInLearner(browser(), locale, `journey-${stamp}`);
    await expect
      .poll(async () => (await learner.goto(localeUrl(locale, `/program/${slug}`)))?.status(), patience)
      .toBe(200);
    await buyOnProgramPage(learner, locale, slug);

    // The one lesson done completes the course, and the server issues its certificate.
    const program = await loadProgram(slug);
    expect(program.lessons).toHaveLength(1);
    await learner.goto(lessonUrl(locale, program, program.lessons[0]!));
    await learner.getByTestId('lesson-complete-toggle').click();
    await expect
      .poll(() => learner.getByTestId('lesson-complete-toggle').getAttribute('aria-pressed'), patience)
      .toBe('true');
    await learner.goto(localeUrl(locale, '/my-certificates'));
    const certificate = learner.getByTestId('certificate').filter({ hasText: titles[locale] });
    await expect.poll(() => certificate.count(), patience).toBe(1);
    expect(await certificate.locator('[data-status]').getAttribute('data-status')).toBe('valid');
    await checkAxe(learner);
    for (const page of [studio, learner]) await page.context().close();
  });
});
