import { describe, expect, inject, it } from 'vitest';
import { verifiedAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { localePath, localeUrl, locales, newPage, useBrowser } from './support/browser';
import { certifiedCourseSlug, courseSlug, workshopSlug } from './support/demo-content';
import { api } from './support/api';
import { programId } from './support/programs';
import { expectNotFoundPage, redirectOf } from './support/routes';
import { logIn } from './support/sign-in';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

// The course's title and preview lesson (demo content), and catalogue texts; e2e imports nothing internal.
const course = {
  slug: courseSlug,
  title: {
    ar: 'تأهيل الرباط الصليبي الأمامي: من الجراحة إلى العودة للملاعب',
    en: 'ACL Rehabilitation: From Surgery to Return to Play',
  },
  previewLesson: { ar: 'تشريح الرباط الصليبي الأمامي ووظيفته', en: 'Anatomy and function of the ACL' },
};
const texts = {
  ar: {
    syllabus: 'المنهج',
    sessions: 'مواعيد الجلسات المباشرة',
    sevenPm: '٧:٠٠ م',
    preview: 'معاينة مجانية',
    noRatings: 'لا توجد تقييمات بعد',
    noReviews: 'لا توجد تقييمات بعد.',
    outcomes: 'ماذا ستتعلم',
    firstOutcome: 'شرح ما تقوله الأبحاث عن شريط الكينزيو ومتى يكون مفيدًا',
    workshopAudience: 'لمن هذه الورشة',
    seoTitle: 'دورة التحفيز ووضع الأهداف للمدربين',
    diplomaAudience: 'لمن هذه الدبلومة',
    firstDiplomaOutcome: 'تقديم الإسعافات الأولية في الملعب وتحديد من يغادر المباراة',
  },
  en: {
    syllabus: 'Syllabus',
    sessions: 'Live session dates',
    sevenPm: '7:00 PM',
    preview: 'Free preview',
    noRatings: 'No ratings yet',
    noReviews: 'No reviews yet.',
    outcomes: "What you'll learn",
    firstOutcome: 'Explain what the research says about kinesio taping and when it helps',
    workshopAudience: 'Who this workshop is for',
    seoTitle: 'Motivation and Goal Setting Course for Coaches',
    diplomaAudience: 'Who this diploma is for',
    firstDiplomaOutcome: 'Give first aid on the pitch and decide who leaves the game',
  },
};

describe.for(locales)("a program's page (%s)", (locale) => {
  const t = texts[locale];

  it('shows a program by slug: title, price, syllabus and a preview lesson', async () => {
    const page = await newPage(browser(), { locale });
    const response = await page.goto(localeUrl(locale, `/program/${course.slug}`));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: course.title[locale] }).waitFor();
    const price = (await page.getByTestId('program-price').textContent()) ?? '';
    // 1,199 EGP after the discount; Arabic pages write it in Arabic-Indic digits.
    expect(price).toContain(locale === 'ar' ? '١٬١٩٩' : '1,199');
    await page.getByRole('heading', { level: 2, name: t.syllabus }).waitFor();
    const preview = page.locator('li[data-preview]').filter({ hasText: course.previewLesson[locale] });
    expect(await preview.count()).toBe(1);
    expect(await preview.textContent()).toContain(t.preview);
    // A visitor's buy-now leads to the login page and back (add to cart fills their guest cart).
    const buy = page.getByTestId('cta-buy-now');
    const href = (await buy.getAttribute('href')) ?? '';
    // The way back carries the purchase, which the program page finishes once signed in.
    expect(new URL(href, baseUrl).searchParams.get('next')).toBe(
      `${localePath(locale, `/program/${course.slug}`)}?then=buy`,
    );
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('shows ratings and learner counts only when there are some', async () => {
    // A program nobody has bought or rated yet (most of the demo catalogue on a fresh start).
    const { courses } = await api<{
      courses: { data: { items: { slug: string; totalNumberOfRatings: number; enrolledUsersCount: number }[] } };
    }>(
      'query courses { courses(paginate: { limit: 24 }) { data { items { slug totalNumberOfRatings enrolledUsersCount } } } }',
      {
        locale,
      },
    );
    const untouched = courses.data.items.find((c) => c.totalNumberOfRatings === 0 && c.enrolledUsersCount === 0);
    expect(untouched, 'a program with no ratings and no learners').toBeDefined();
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, `/program/${untouched!.slug}`));
    await page.getByTestId('reviews-ready').waitFor();
    await page.getByText(t.noReviews, { exact: true }).waitFor();
    expect(await page.getByTestId('program-learners').count()).toBe(0);
    expect(await page.getByTestId('rating-average').count()).toBe(0);
    expect(await page.getByTestId('rating-histogram').count()).toBe(0);
    // The listing's cards say nothing about ratings they do not have.
    await page.goto(localeUrl(locale, '/courses'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText(t.noRatings, { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it("shows a workshop's live session dates in Cairo time, 12-hour", async () => {
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, `/program/${workshopSlug}`));
    const sessions = page.locator('section', { has: page.getByRole('heading', { level: 2, name: t.sessions }) });
    await sessions.waitFor();
    // The demo sessions start at 19:00 Cairo time.
    expect(await sessions.locator('li').count()).toBe(2);
    expect(await sessions.locator('li').first().textContent()).toContain(t.sevenPm);
    await page.context().close();
  });

  it("lists what a workshop teaches, what it needs and whom it is for, in the page's language", async () => {
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, `/program/${workshopSlug}`));
    const outcomes = page.getByTestId('program-outcomes');
    await outcomes.getByRole('heading', { level: 2, name: t.outcomes }).waitFor();
    // The demo workshop's four outcomes (programs/workshops/kinesio-taping.yaml), each in this language.
    expect(await outcomes.locator('li').count()).toBe(4);
    expect(await outcomes.locator('li').first().textContent()).toBe(t.firstOutcome);
    expect(await page.getByTestId('program-requirements').locator('li').count()).toBe(2);
    await page.getByRole('heading', { level: 2, name: t.workshopAudience }).waitFor();
    await expectNoAxeViolations(page);
    // A program with a search-engine title names its page with it (decision 0071).
    await page.goto(localeUrl(locale, `/program/${certifiedCourseSlug}`));
    expect(await page.title()).toContain(t.seoTitle);
    await page.context().close();
  });

  it("lists what a diploma teaches, what it needs and whom it is for, in the page's language", async () => {
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, '/paths/sports-injury-rehabilitation-diploma'));
    const outcomes = page.getByTestId('program-outcomes');
    await outcomes.getByRole('heading', { level: 2, name: t.outcomes }).waitFor();
    // The demo diploma's lists (diplomas.yaml): three outcomes, one requirement, two audiences.
    expect(await outcomes.locator('li').count()).toBe(3);
    expect(await outcomes.locator('li').first().textContent()).toBe(t.firstDiplomaOutcome);
    expect(await page.getByTestId('program-requirements').locator('li').count()).toBe(1);
    await page.getByRole('heading', { level: 2, name: t.diplomaAudience }).waitFor();
    expect(await page.getByTestId('program-audience').locator('li').count()).toBe(2);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('redirects (308) a program id and /live-workshop/{slug} to /program/{slug}', async () => {
    const id = await programId(course.slug);
    expect(await redirectOf(locale, `/program/${id}`)).toEqual({
      status: 308,
      location: localePath(locale, `/program/${course.slug}`),
    });
    expect(await redirectOf(locale, `/live-workshop/${workshopSlug}`)).toEqual({
      status: 308,
      location: localePath(locale, `/program/${workshopSlug}`),
    });
  });

  it('gives the 404 page for an unknown program', async () => {
    const page = await newPage(browser(), { locale });
    await expectNotFoundPage(page, locale, '/program/no-such-program-here');
    await page.context().close();
  });

  it('shows a signed-in learner their own state of a program and adds it to the cart', async () => {
    const path = localePath(locale, `/program/${course.slug}`);
    const page = await newPage(browser(), { locale });
    await logIn(page, locale, await verifiedAccount(locale, 'program-cart'), path);
    // A new learner owns nothing and has an empty cart: the page offers to add the program.
    const states = page.locator(
      '[data-testid="cta-continue"], [data-testid="cta-go-to-cart"], [data-testid="cta-add-to-cart"]',
    );
    await states.first().waitFor();
    expect(await states.first().getAttribute('data-testid')).toBe('cta-add-to-cart');
    await page.getByTestId('cta-add-to-cart').click();
    await page.getByTestId('cta-go-to-cart').waitFor();
    // The cart is the server's: a reload still sends the learner to it.
    await page.reload();
    await page.getByTestId('cta-go-to-cart').waitFor();
    await page.context().close();
  });
});
