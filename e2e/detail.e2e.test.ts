import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, localePath, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');

// Demo content (packages/db/demo-content) and catalogue texts; e2e imports nothing internal.
const course = {
  slug: 'acl-rehabilitation-from-surgery-to-return-to-play',
  title: {
    ar: 'تأهيل الرباط الصليبي الأمامي: من الجراحة إلى العودة للملاعب',
    en: 'ACL Rehabilitation: From Surgery to Return to Play',
  },
  previewLesson: { ar: 'تشريح الرباط الصليبي الأمامي ووظيفته', en: 'Anatomy and function of the ACL' },
};
const workshopSlug = 'kinesio-taping-for-sports-injuries';
const blogs = {
  ar: { slug: 'five-warm-up-mistakes-that-increase-your-injury-risk', category: 'training-tips' },
  en: { slug: 'how-many-rest-days-do-you-really-need', category: 'training-tips' },
};
const texts = {
  ar: {
    syllabus: 'المنهج',
    sessions: 'مواعيد الجلسات المباشرة',
    sevenPm: '٧:٠٠ م',
    preview: 'معاينة مجانية',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    like: 'أعجبني هذا المقال',
    contactName: 'الاسم الكامل',
    contactPhone: 'رقم الهاتف',
    contactSubject: 'الموضوع',
    contactMessage: 'الرسالة',
    contactSubmit: 'إرسال الرسالة',
    required: 'هذا الحقل مطلوب.',
    phoneTooShort: 'رقم الهاتف قصير جدًا.',
    sent: 'شكرًا لك! تم إرسال رسالتك، وسنرد عليك بالبريد الإلكتروني قريبًا.',
    faqsUsers: 'المتعلمون',
  },
  en: {
    syllabus: 'Syllabus',
    sessions: 'Live session dates',
    sevenPm: '7:00 PM',
    preview: 'Free preview',
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    like: 'Like this article',
    contactName: 'Full name',
    contactPhone: 'Phone number',
    contactSubject: 'Subject',
    contactMessage: 'Message',
    contactSubmit: 'Send message',
    required: 'This field is required.',
    phoneTooShort: 'This phone number is too short.',
    sent: 'Thank you! Your message has been sent. We will reply by e-mail soon.',
    faqsUsers: 'Learners',
  },
};
// The demo learners belong to the commerce journey (it starts from their empty carts); this file
// signs in with the other demo account so the files do not share a cart.
// The demo admin; its password is random in production, read from the API's log (decision 0031).
const learner = { email: 'admin@manara.test', password: inject('demoPasswords')['admin@manara.test']! };
const toArabicIndic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Where a path answers without following redirects: status and Location (as a path). Next sends
 * the Location of a cached redirect twice (identical values, which browsers accept); every copy
 * must name the same place.
 */
async function redirectOf(path: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  const locations = [
    ...new Set(
      (response.headers.get('location') ?? '')
        .split(', ')
        .filter(Boolean)
        .map((l) => decodeURI(new URL(l, baseUrl).pathname)),
    ),
  ];
  return { status: response.status, location: locations.length === 0 ? null : locations.join(' | ') };
}

async function programId(slug: string): Promise<string> {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query course($slug: String) { course(slug: $slug) { data { id } } }',
      variables: { slug },
      operationName: 'course',
    }),
  });
  const body = (await response.json()) as { data: { course: { data: { id: string } | null } } };
  const id = body.data.course.data?.id;
  if (!id) throw new Error(`no program ${slug}`);
  return id;
}

async function logIn(page: Page, locale: 'ar' | 'en', next: string) {
  const t = texts[locale];
  await page.goto(`${baseUrl}${localePath(locale, '/login')}?next=${encodeURIComponent(next)}`);
  await page.getByLabel(t.email, { exact: true }).fill(learner.email);
  await page.getByLabel(t.password, { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: t.login, exact: true }).click();
  await page.waitForURL((u) => u.pathname === next);
}

for (const locale of ['ar', 'en'] as const) {
  const t = texts[locale];
  const url = (path: string) => `${baseUrl}${localePath(locale, path)}`;

  describe(`program, blog and content pages (${locale})`, () => {
    it('shows a program by slug: title, price, syllabus and a preview lesson', async () => {
      const page = await newPage(browser, { locale });
      const response = await page.goto(url(`/program/${course.slug}`));
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: course.title[locale] }).waitFor();
      const price = (await page.getByTestId('program-price').textContent()) ?? '';
      // 1,199 EGP after the discount; Arabic pages write it in Arabic-Indic digits.
      expect(price).toContain(locale === 'ar' ? '١٬١٩٩' : '1,199');
      await page.getByRole('heading', { level: 2, name: t.syllabus }).waitFor();
      const preview = page.locator('li[data-preview]').filter({ hasText: course.previewLesson[locale] });
      expect(await preview.count()).toBe(1);
      expect(await preview.textContent()).toContain(t.preview);
      // A visitor's buy buttons lead to the login page and back.
      const buy = page.getByTestId('cta-buy-now');
      const href = (await buy.getAttribute('href')) ?? '';
      expect(new URL(href, baseUrl).searchParams.get('next')).toBe(localePath(locale, `/program/${course.slug}`));
      await expectNoAxeViolations(page);
      await page.context().close();
    });

    it("shows a workshop's live session dates in Cairo time, 12-hour", async () => {
      const page = await newPage(browser, { locale });
      await page.goto(url(`/program/${workshopSlug}`));
      const sessions = page.locator('section', { has: page.getByRole('heading', { level: 2, name: t.sessions }) });
      await sessions.waitFor();
      // The demo sessions start at 19:00 Cairo time.
      expect(await sessions.locator('li').count()).toBe(2);
      expect(await sessions.locator('li').first().textContent()).toContain(t.sevenPm);
      await page.context().close();
    });

    it('has no axe violations in the dark theme on the program, article and contact pages', async () => {
      const page = await newPage(browser, { locale });
      await page.emulateMedia({ colorScheme: 'dark' });
      for (const path of [
        `/program/${course.slug}`,
        `/blogs/${blogs[locale].category}/${blogs[locale].slug}`,
        '/contact-us',
      ]) {
        await page.goto(url(path));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectNoAxeViolations(page);
      }
      await page.context().close();
    });

    it('redirects (308) a program id and /live-workshop/{slug} to /program/{slug}', async () => {
      const id = await programId(course.slug);
      expect(await redirectOf(localePath(locale, `/program/${id}`))).toEqual({
        status: 308,
        location: localePath(locale, `/program/${course.slug}`),
      });
      expect(await redirectOf(localePath(locale, `/live-workshop/${workshopSlug}`))).toEqual({
        status: 308,
        location: localePath(locale, `/program/${workshopSlug}`),
      });
    });

    it('gives the 404 page for an unknown program', async () => {
      const page = await newPage(browser, { locale });
      const path = localePath(locale, '/program/no-such-program-here');
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(404);
      await expect.poll(() => page.textContent('body')).toContain(`Page Not Found: ${path}`);
      await page.context().close();
    });

    it('redirects /blog/{slug} and /blogs/{slug} to the article under its category', async () => {
      const blog = blogs[locale];
      const canonical = localePath(locale, `/blogs/${blog.category}/${blog.slug}`);
      expect(await redirectOf(localePath(locale, `/blog/${blog.slug}`))).toEqual({ status: 308, location: canonical });
      expect(await redirectOf(localePath(locale, `/blogs/${blog.slug}`))).toEqual({ status: 308, location: canonical });
      expect((await redirectOf(localePath(locale, '/blogs/no-such-thing'))).status).toBe(404);
    });

    it('pages through the blog list with the page in the URL', async () => {
      const page = await newPage(browser, { locale });
      await page.goto(url('/blogs'));
      const articles = page.locator('#articles-heading ~ div article');
      await expect.poll(() => articles.count()).toBe(9);
      // The demo has 12 articles: the second page holds the other 3, fetched in the browser.
      await page.locator('nav a[href$="?page=2"]').first().click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await expect.poll(() => articles.count()).toBe(3);
      await page.goto(url('/blogs?page=2'));
      await expect.poll(() => articles.count()).toBe(3);
      await page.context().close();
    });

    it('lets a signed-in learner like an article; the count moves and survives a reload', async () => {
      const blog = blogs[locale];
      const path = localePath(locale, `/blogs/${blog.category}/${blog.slug}`);
      const page = await newPage(browser, { locale });
      await logIn(page, locale, path);
      const like = page.getByRole('button', { name: new RegExp(t.like) });
      await like.waitFor();
      const count = async () =>
        Number(
          (await page.getByTestId('blog-likes').textContent())!
            .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
            .replace(/\D/g, ''),
        );
      // The browser reads the reader's own state after mount; wait for it before toggling.
      await expect.poll(() => page.getByTestId('blog-views').getAttribute('data-fresh')).toBe('true');
      const wasPressed = (await like.getAttribute('aria-pressed')) === 'true';
      const before = await count();
      await like.click();
      const expected = before + (wasPressed ? -1 : 1);
      await expect.poll(count).toBe(expected);
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe(String(!wasPressed));

      await page.reload();
      await expect.poll(() => page.getByTestId('blog-views').getAttribute('data-fresh')).toBe('true');
      expect(await count()).toBe(expected);
      expect(await page.getByRole('button', { name: new RegExp(t.like) }).getAttribute('aria-pressed')).toBe(
        String(!wasPressed),
      );
      await page.context().close();
    });

    it('shows a signed-in learner their own state of a program and adds it to the cart', async () => {
      const path = localePath(locale, `/program/${course.slug}`);
      const page = await newPage(browser, { locale });
      await logIn(page, locale, path);
      const states = page.locator(
        '[data-testid="cta-continue"], [data-testid="cta-go-to-cart"], [data-testid="cta-add-to-cart"]',
      );
      await states.first().waitFor();
      const state = await states.first().getAttribute('data-testid');
      if (state === 'cta-add-to-cart') {
        // The first language's run adds it; the other then finds it in the cart.
        await page.getByTestId('cta-add-to-cart').click();
        await page.getByTestId('cta-go-to-cart').waitFor();
      }
      await page.reload();
      await page.locator('[data-testid="cta-continue"], [data-testid="cta-go-to-cart"]').first().waitFor();
      await page.context().close();
    });

    it('shows per-field errors on the contact form, keeps what was typed, then sends it', async () => {
      const page = await newPage(browser, { locale });
      await page.goto(url('/contact-us'));
      const form = page.getByTestId('contact-form');
      const field = (label: string) => form.getByLabel(label, { exact: true });
      // The phone label also says it is optional.
      const phone = form.getByRole('textbox', { name: t.contactPhone });
      await field(t.contactName).fill('Mona Adel');
      await phone.fill(toArabicIndic('010'));
      await form.getByRole('button', { name: t.contactSubmit }).click();
      await expect.poll(() => form.getByText(t.required).count()).toBe(3);
      await form.getByText(t.phoneTooShort).waitFor();
      expect(await field(t.contactName).inputValue()).toBe('Mona Adel');

      await field(t.email).fill(`contact-${locale}-${Date.now()}@example.com`);
      // Arabic-Indic digits are accepted and shown as ASCII, formatted as typed.
      await phone.fill(toArabicIndic('01001234567'));
      expect(await phone.inputValue()).toBe('010 01234567');
      await field(t.contactSubject).fill('Group enrolment');
      await field(t.contactMessage).fill('We are a club of twelve coaches and would like a group price.');
      await form.getByRole('button', { name: t.contactSubmit }).click();
      await page.getByRole('status').filter({ hasText: t.sent }).first().waitFor();
      expect(await field(t.contactName).inputValue()).toBe('');
      await page.context().close();
    });

    const pages = [
      `/program/${course.slug}`,
      `/program/${workshopSlug}`,
      '/blogs',
      `/blogs/${blogs[locale].category}`,
      `/blogs/${blogs[locale].category}/${blogs[locale].slug}`,
      '/faqs',
      '/about',
      '/contact-us',
      '/payment-policy',
      '/privacy-policy',
      '/terms-and-conditions',
    ];
    it('serves these pages from the cache after the first visit (decision 0010)', async () => {
      for (const path of pages) {
        await fetch(url(path));
        const again = await fetch(url(path));
        expect(again.status, path).toBe(200);
        expect(again.headers.get('x-nextjs-cache'), path).toBe('HIT');
      }
    });

    for (const path of pages) {
      it(`has no axe violations on ${path}`, async () => {
        const page = await newPage(browser, { locale });
        const response = await page.goto(url(path));
        expect(response?.status()).toBe(200);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getAttribute('html', 'dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        await expectNoAxeViolations(page);
        await page.context().close();
      });
    }

    it('lists FAQs for learners and lecturers as disclosures', async () => {
      const page = await newPage(browser, { locale });
      await page.goto(url('/faqs'));
      await page.getByRole('heading', { level: 2, name: t.faqsUsers }).waitFor();
      const first = page.locator('#faqs-users details').first();
      expect(await first.getAttribute('open')).toBeNull();
      await first.locator('summary').press('Enter');
      await expect.poll(() => first.getAttribute('open')).toBe('');
      await page.context().close();
    });
  });
}
