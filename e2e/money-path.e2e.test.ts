import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAxe } from './support/axe';
import { localePath, localeUrl, locales, newPage, patience, useBrowser, type Locale } from './support/browser';
import { payInSandbox } from './support/checkout';
import { certifiedCourseSlug } from './support/demo-content';
import { toArabicIndic } from './support/digits';
import { field } from './support/forms';
import { lessonPath, videoSelector } from './support/lessons';
import { latestCode } from './support/outbox';
import { loadProgram, type Program } from './support/programs';

/**
 * The whole money path as a new learner clicks it (docs/product/commerce.md, learning.md):
 * visitor → search → program → add to cart → sign up (code from the outbox) → back on the program
 * with the item in the cart → coupon → declined card → pay → first lesson → a video that completes
 * itself → the quiz → the certificate. Clicks and typing only, apart from speeding the video up.
 */
const apiUrl = inject('apiUrl');
const browser = useBrowser();

// Visible texts (search, nav, auth, cart catalogues and the demo course); e2e imports nothing internal.
const texts = {
  ar: {
    openSearch: 'بحث',
    searchLabel: 'ماذا تريد أن تتعلم؟',
    query: 'التحفيز',
    course: 'التحفيز ووضع الأهداف للمدربين',
    signup: 'إنشاء حساب',
    firstName: 'الاسم الأول (بالإنجليزية)',
    lastName: 'اسم العائلة (بالإنجليزية)',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    signupSubmit: 'إنشاء الحساب',
    code: 'رمز التحقق',
    verify: 'تأكيد',
    couponLabel: 'رمز الكوبون',
    couponApply: 'تطبيق',
    decline: 'محاكاة رفض البطاقة',
    failedTitle: 'لم تتم عملية الدفع',
    backToCart: 'العودة إلى السلة',
    answers: ['إبقاء عينيّ على الكرة حتى لحظة لمسها', 'الاستقلالية والكفاءة والانتماء', 'قابل للقياس'],
  },
  en: {
    openSearch: 'Search',
    searchLabel: 'What do you want to learn?',
    query: 'Motivation',
    course: 'Motivation and Goal Setting for Coaches',
    signup: 'Sign up',
    firstName: 'First name (English)',
    lastName: 'Last name (English)',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    signupSubmit: 'Create account',
    code: 'Verification code',
    verify: 'Verify',
    couponLabel: 'Coupon code',
    couponApply: 'Apply',
    decline: 'Simulate a declined card',
    failedTitle: "The payment didn't go through",
    backToCart: 'Back to cart',
    answers: ['Keep my eyes on the ball until contact', 'Autonomy, competence and relatedness', 'Measurable'],
  },
};
const password = 'Manara2026pass';

let program: Program;
beforeAll(async () => {
  program = await loadProgram(certifiedCourseSlug);
});

/** Plays the open lesson's video from the start, four times as fast, to its end. */
async function watchVideo(page: Page) {
  await page.waitForFunction((s) => !!document.querySelector<HTMLVideoElement>(s)?.duration, videoSelector, patience);
  await page.evaluate(async (selector) => {
    const video = document.querySelector<HTMLVideoElement>(selector)!;
    video.muted = true;
    video.playbackRate = 4;
    video.currentTime = 0;
    await video.play();
    await new Promise((resolve) => video.addEventListener('ended', resolve, { once: true }));
  }, videoSelector);
}

describe.for(locales)('the money path, clicked through (%s)', (locale: Locale) => {
  const t = texts[locale];
  const badge = (page: Page) => page.getByTestId('header-cart').getAttribute('data-count');

  it(
    'a visitor finds a course, signs up, pays after a declined card, learns it and gets the certificate',
    { timeout: 420_000 },
    async () => {
      const page = await newPage(browser(), { locale });
      await page.goto(localeUrl(locale, '/'));

      // Search from the header and open the course from the results.
      await page.locator('header').getByRole('button', { name: t.openSearch, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await field(dialog, t.searchLabel).pressSequentially(t.query);
      await dialog.getByRole('link', { name: t.course }).click();
      await page.waitForURL((u) => u.pathname === localePath(locale, `/program/${certifiedCourseSlug}`), patience);

      // Into the guest cart, then sign up from the header: the way back is this page.
      await page.getByTestId('cta-add-to-cart').click();
      await expect.poll(() => badge(page), patience).toBe('1');
      await page.locator('header').getByRole('link', { name: t.signup, exact: true }).click();
      await page.waitForURL((u) => u.pathname === localePath(locale, '/signup'), patience);
      const email = `money-path-${locale}-${Date.now()}@example.com`;
      await field(page, t.firstName).fill('Salma');
      await field(page, t.lastName).fill('Nabil');
      await field(page, t.email).fill(email);
      await field(page, t.password).fill(password);
      await field(page, t.confirmPassword).fill(password);
      await page.getByRole('button', { name: t.signupSubmit }).click();
      const code = await latestCode(apiUrl, email);
      await field(page, t.code).fill(locale === 'ar' ? toArabicIndic(code) : code);
      await page.getByRole('button', { name: t.verify, exact: true }).click();

      // Signed in by the code, back on the program, the guest cart's item now in their own cart.
      await page.waitForURL((u) => u.pathname === localePath(locale, `/program/${certifiedCourseSlug}`), patience);
      await page.getByTestId('avatar-menu-trigger').waitFor(patience);
      await expect.poll(() => badge(page), patience).toBe('1');
      await page.getByTestId('cta-go-to-cart').click();
      await page.waitForURL((u) => u.pathname === localePath(locale, '/cart'), patience);

      // A coupon, then a declined card, back to the cart, and paying.
      await field(page, t.couponLabel).fill(locale === 'ar' ? 'WELCOME١٠' : 'welcome10');
      await page.getByRole('button', { name: t.couponApply, exact: true }).click();
      await page.getByTestId('cart-discount').waitFor(patience);
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL((u) => u.pathname === '/sandbox/checkout', patience);
      await page.getByRole('button', { name: t.decline }).click();
      await page.getByRole('heading', { level: 1, name: t.failedTitle }).waitFor({ timeout: 30_000 });
      await page.getByRole('link', { name: t.backToCart }).click();
      await page.waitForURL((u) => u.pathname === localePath(locale, '/cart'), patience);
      // The declined checkout gave the single-use coupon back: it is still applied.
      await page.getByTestId('cart-discount').waitFor(patience);
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL((u) => u.pathname === '/sandbox/checkout', patience);
      await payInSandbox(page, locale);
      await checkAxe(page);

      // Start learning: the first lesson, a video that completes itself once watched.
      const [firstVideo] = program.lessons;
      await page.getByTestId('success-start-learning').click();
      await page.waitForURL((u) => u.pathname === lessonPath(locale, program, firstVideo!), patience);
      const toggle = page.getByTestId('lesson-complete-toggle');
      await watchVideo(page);
      await expect.poll(() => toggle.getAttribute('aria-pressed'), patience).toBe('true');

      // The other lessons, one after the other with "next", ticked by hand; then the quiz.
      for (const lesson of program.lessons.slice(1, -1)) {
        await page.getByTestId('lesson-next').click();
        await page.waitForURL((u) => u.pathname === lessonPath(locale, program, lesson), patience);
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-pressed'), patience).toBe('true');
      }
      await page.getByTestId('lesson-next').click();
      await page.getByTestId('quiz-start').click();
      for (const [index, answer] of t.answers.entries()) {
        await page.getByLabel(answer, { exact: true }).check();
        await page.getByTestId(index === t.answers.length - 1 ? 'quiz-to-summary' : 'quiz-next').click();
      }
      await page.getByTestId('quiz-submit').click();
      await page.getByTestId('quiz-result').waitFor(patience);
      expect(await page.getByTestId('quiz-result').getAttribute('data-passed')).toBe('true');

      // The certificate, from the notice to the list.
      const notice = page.getByTestId('certificate-notice');
      await notice.waitFor(patience);
      await notice.getByRole('link').click();
      await page.waitForURL((u) => u.pathname === localePath(locale, '/my-certificates'), patience);
      const certificate = page.getByTestId('certificate').filter({ hasText: t.course });
      await certificate.waitFor(patience);
      expect(await certificate.locator('[data-status]').getAttribute('data-status')).toBe('valid');
      await checkAxe(page);
      await page.context().close();
    },
  );
});
