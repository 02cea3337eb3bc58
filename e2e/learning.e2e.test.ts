import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, localePath, newPage } from './support/browser';
import { latestCode } from './support/outbox';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');

// Demo content (packages/db/demo-content/programs/motivation-goal-setting.yaml): a paid course with a
// certificate, a preview video, an article, two more videos and a three-question quiz.
const programSlug = 'motivation-and-goal-setting-for-coaches';
// A live workshop (programs/workshops/warm-up-design.yaml): one session two days ago, one that
// opened at import time (startsInMinutes) and one six hours after it.
const workshopSlug = 'designing-effective-warm-up-routines';
const quiz = {
  ar: {
    wrong: ['الفوز بالدوري', 'المال والشهرة والكؤوس', 'ضخم'],
    right: ['إبقاء عينيّ على الكرة حتى لحظة لمسها', 'الاستقلالية والكفاءة والانتماء', 'قابل للقياس'],
  },
  en: {
    wrong: ['Win the league', 'Money, fame and trophies', 'Massive'],
    right: ['Keep my eyes on the ball until contact', 'Autonomy, competence and relatedness', 'Measurable'],
  },
};
// A word of the Arabic title that pdftotext keeps whole (it splits or reorders letters of the others).
const arTitleWord = 'ووضع';
const texts = {
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    exitQuiz: 'الخروج من الاختبار',
    pay: /^ادفع/,
    paid: 'تم تأكيد الدفع',
  },
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    exitQuiz: 'Exit quiz',
    pay: /^Pay/,
    paid: 'Payment confirmed',
  },
};
const password = 'Learner#2026';
const names = { firstName: 'Nour', lastName: 'Fathy', arFirstName: 'نور', arLastName: 'فتحي' };
const patience = { timeout: 15_000 };

interface Lesson {
  id: string;
  type: 'VIDEO' | 'ARTICLE' | 'LIVE_SESSION' | 'QUIZ';
  isPreview: boolean;
  liveSessionStartAt: string | null;
  liveSessionEndAt: string | null;
}

interface Program {
  id: string;
  lessons: Lesson[];
}

/** One operation against the API directly, from a made-up client address (sign-up is rate limited per address). */
async function api<T>(operationName: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // A made-up client address, named as our web server would: with the proxy secret (decision 0030).
      'x-forwarded-for': `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      'x-manara-proxy-secret': inject('proxySecret'),
    },
    body: JSON.stringify({ operationName, query, variables }),
  });
  return ((await response.json()) as { data: Record<string, { success: boolean; message: string; data: unknown }> })
    .data[operationName] as T;
}

/** A program's id and lessons in syllabus order (the syllabus is public metadata, decision 0012). */
async function loadProgram(slug: string): Promise<Program> {
  const { data } = await api<{ data: { id: string } }>(
    'course',
    `query course { course(slug: "${slug}") { success message data { id } } }`,
  );
  const syllabus = await api<{ data: { items: { lessons: Lesson[] }[] } }>(
    'insideCourseSallabusSite',
    `query insideCourseSallabusSite { insideCourseSallabusSite(courseId: "${data.id}") { success message data { items { lessons { id type isPreview liveSessionStartAt liveSessionEndAt } } } } }`,
  );
  return { id: data.id, lessons: syllabus.data.items.flatMap((s) => s.lessons) };
}

/** A new verified learner of their own, so no journey shares a cart or a purchase with another. */
async function freshLearner(label: string): Promise<string> {
  const email = `learning-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await api<{ success: boolean; message: string }>(
    'registerAsUser',
    'mutation registerAsUser($input: RegisterAsUserInput) { registerAsUser(input: $input) { success message } }',
    { input: { ...names, email, password, favLang: 'AR' } },
  );
  expect(registered.success, registered.message).toBe(true);
  const code = await latestCode(apiUrl, email);
  const verified = await api<{ success: boolean; message: string }>(
    'verifyUserVerificationCodeByEmail',
    'mutation verifyUserVerificationCodeByEmail($input: VerifyUserVerificationCodeByEmailInput) { verifyUserVerificationCodeByEmail(input: $input) { success message } }',
    { input: { email, code, purpose: 'EMAIL_VERIFICATION' } },
  );
  expect(verified.success, verified.message).toBe(true);
  return email;
}

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The PDF's text as poppler's pdftotext reads it (logical order when the Arabic is right). */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'manara-e2e-pdf-'));
  try {
    const file = path.join(dir, 'certificate.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout.replace(BIDI_CONTROLS, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Latin digits for Arabic-Indic ones, so the numbers a page shows can be compared. */
const latinDigits = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660));

let browser: Browser;
let program: Program;
let workshop: Program;
beforeAll(async () => {
  browser = await launchBrowser();
  [program, workshop] = await Promise.all([loadProgram(programSlug), loadProgram(workshopSlug)]);
});
afterAll(() => browser?.close());

/** axe once toasts have gone (a fading one is not what readers see); optionally in the dark theme too. */
async function checkAxe(page: Page, { dark = false } = {}) {
  await expect.poll(() => page.locator('[data-toast-type]').count(), patience).toBe(0);
  await expectNoAxeViolations(page);
  if (!dark) return;
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
}

const videoSelector = '[data-testid="lesson-video"] video';

/** The lesson video loads its signed local URL and plays: time moves on and frames are there (readyState ≥ 2). */
async function expectVideoPlays(page: Page) {
  await page.waitForFunction(
    (selector) => !!document.querySelector<HTMLVideoElement>(selector)?.getAttribute('src'),
    videoSelector,
    patience,
  );
  const src = (await page.locator(videoSelector).getAttribute('src'))!;
  expect(src).toMatch(/^\/video\/demo-\d\?(.*&)?expires=\d+/);
  expect(src).toContain('sig=');
  expect(await page.getByTestId('lesson-video').getAttribute('dir')).toBe('ltr');
  // Muted, as browsers allow without a click.
  await page.evaluate(async (selector) => {
    const video = document.querySelector<HTMLVideoElement>(selector)!;
    video.muted = true;
    await video.play();
  }, videoSelector);
  await page.waitForFunction(
    (selector) => {
      const video = document.querySelector<HTMLVideoElement>(selector)!;
      return video.currentTime > 0.5 && video.readyState >= 2;
    },
    videoSelector,
    patience,
  );
  await page.evaluate((selector) => document.querySelector<HTMLVideoElement>(selector)!.pause(), videoSelector);
}

for (const locale of ['ar', 'en'] as const) {
  const t = texts[locale];
  const url = (path: string) => `${baseUrl}${localePath(locale, path)}`;
  const pathOf = (page: Page) => new URL(page.url()).pathname;
  const lessonPath = (owner: Program, lesson: Lesson) =>
    localePath(locale, `/program/details/${owner.id}/lesson/${lesson.id}`);
  const lessonUrl = (owner: Program, lesson: Lesson) => `${baseUrl}${lessonPath(owner, lesson)}`;
  const sidebarProgress = (page: Page) => page.locator('aside [data-testid="progress-bar"]').getAttribute('data-value');

  async function logIn(page: Page, email: string) {
    await page.goto(url('/login'));
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: t.login, exact: true }).click();
    await page.waitForURL((u) => u.pathname === localePath(locale, '/'));
  }

  /** A fresh learner, signed in on a page of their own. */
  async function signedIn(label: string): Promise<Page> {
    const email = await freshLearner(`${label}-${locale}`);
    const page = await newPage(browser, { locale });
    await logIn(page, email);
    return page;
  }

  /** Buy now on the program page, pay on the sandbox's hosted page, and see the paid state. */
  async function buyInSandbox(page: Page, slug: string) {
    await page.goto(url(`/program/${slug}`));
    await page.getByTestId('cta-buy-now').click();
    // A refused order shows a toast instead of leaving: say what it said.
    await page
      .waitForURL((u) => u.pathname === '/sandbox/checkout', { timeout: 30_000 })
      .catch(async (error: Error) => {
        throw new Error(
          `${error.message}\nstill at ${page.url()}, toasts: ${(await page.locator('[data-toast-type]').allTextContents()).join(' | ')}`,
        );
      });
    await page.getByRole('button', { name: t.pay }).click();
    await page.waitForURL((u) => u.pathname === localePath(locale, '/success'), patience);
    await page.getByRole('heading', { level: 1, name: t.paid }).waitFor({ timeout: 30_000 });
  }

  async function answerQuiz(page: Page, choices: string[]) {
    for (const [index, choice] of choices.entries()) {
      await page.getByLabel(choice, { exact: true }).check();
      await page.getByTestId(index === choices.length - 1 ? 'quiz-to-summary' : 'quiz-next').click();
    }
    await page.getByTestId('quiz-summary').waitFor();
    await page.getByTestId('quiz-submit').click();
    await page.getByTestId('quiz-result').waitFor();
  }

  describe(`learning journey (${locale})`, () => {
    it(
      'buys a course in the sandbox, watches, completes lessons, fails then passes the quiz and verifies the certificate',
      { timeout: 360_000 },
      async () => {
        const lessons = program.lessons;
        expect(lessons.map((l) => l.type)).toEqual(['VIDEO', 'ARTICLE', 'VIDEO', 'VIDEO', 'QUIZ']);
        const preview = lessons.find((l) => l.isPreview)!;
        const locked = lessons.find((l) => !l.isPreview)!;
        const page = await signedIn('journey');

        // Before buying: another lesson offers the course, the preview lesson plays.
        await page.goto(lessonUrl(program, locked));
        await page.getByTestId('lesson-forbidden').waitFor();
        await checkAxe(page);
        await page.goto(lessonUrl(program, preview));
        await expectVideoPlays(page);

        // Buy it through the sandbox checkout; it is then in my learning at 0%.
        await buyInSandbox(page, programSlug);
        await page.goto(url('/my-learning-programs'));
        const card = page.locator(`[data-testid="my-program"][data-program-id="${program.id}"]`);
        await card.waitFor(patience);
        expect(await card.getByTestId('progress-bar').getAttribute('data-value')).toBe('0');
        await checkAxe(page, { dark: true });

        // Continue goes straight to the first lesson not done yet.
        await card.getByTestId('my-program-continue').click();
        await page.waitForURL((u) => u.pathname === lessonPath(program, lessons[0]!), patience);

        // The program layout: progress ring at 0 and a button to start.
        await page.goto(url(`/program/details/${program.id}`));
        expect(await page.getByTestId('progress-ring').getAttribute('data-value')).toBe('0');
        expect(await page.getByTestId('syllabus-lesson').count()).toBe(lessons.length);
        await checkAxe(page, { dark: true });
        await page.getByTestId('program-continue').click();
        await page.waitForURL((u) => u.pathname === lessonPath(program, lessons[0]!));

        // Tick every lesson but the quiz; the outline's tick and the progress follow each one.
        for (const [index, lesson] of lessons.slice(0, -1).entries()) {
          if (pathOf(page) !== lessonPath(program, lesson)) await page.goto(lessonUrl(program, lesson));
          if (lesson.type === 'VIDEO') await expectVideoPlays(page);
          if (lesson.type === 'ARTICLE') await page.getByTestId('lesson-article').waitFor();
          if (index === 0 || lesson.type === 'ARTICLE') await checkAxe(page, { dark: index === 0 });
          await page.getByTestId('lesson-complete-toggle').click();
          await expect
            .poll(() => page.getByTestId('lesson-complete-toggle').getAttribute('aria-pressed'), patience)
            .toBe('true');
          await expect
            .poll(() => sidebarProgress(page), patience)
            .toBe(String(Math.floor(((index + 1) * 100) / lessons.length)));
          expect(
            await page
              .locator(`[data-testid="syllabus-lesson"][data-lesson-id="${lesson.id}"]`)
              .getAttribute('data-completed'),
          ).toBe('true');
          if (index === 0) {
            // Un-ticking moves it back, ticking again moves it forward.
            await page.getByTestId('lesson-complete-toggle').click();
            await expect.poll(() => sidebarProgress(page), patience).toBe('0');
            await page.getByTestId('lesson-complete-toggle').click();
            await expect.poll(() => sidebarProgress(page), patience).toBe(String(Math.floor(100 / lessons.length)));
          }
        }

        // The quiz: fail it, read the review, then pass it.
        const quizLesson = lessons.at(-1)!;
        await page.goto(lessonUrl(program, quizLesson));
        await page.getByTestId('quiz-start').click();
        await page.waitForURL((u) => u.pathname === localePath(locale, `/quiz/${quizLesson.id}`));
        await page.getByTestId('quiz-question').waitFor();
        await checkAxe(page, { dark: true });

        // Leaving with an answer chosen asks first; staying keeps the quiz.
        await page.getByLabel(quiz[locale].wrong[0]!, { exact: true }).check();
        page.once('dialog', (dialog) => void dialog.dismiss());
        await page.getByRole('link', { name: t.exitQuiz }).click();
        await page.waitForTimeout(500);
        expect(pathOf(page)).toBe(localePath(locale, `/quiz/${quizLesson.id}`));
        expect(await page.getByLabel(quiz[locale].wrong[0]!, { exact: true }).isChecked()).toBe(true);

        await answerQuiz(page, quiz[locale].wrong);
        expect(await page.getByTestId('quiz-result').getAttribute('data-passed')).toBe('false');
        expect((await page.getByTestId('quiz-score').textContent())?.trim()).toBe(locale === 'ar' ? '٠٪' : '0%');
        await checkAxe(page);
        await page.getByTestId('quiz-review').click();
        await expect.poll(() => page.getByTestId('review-question').count(), patience).toBe(3);
        // This quiz shows the correct answers after an attempt: each question marks one.
        expect(await page.locator('[data-testid="review-question"] [data-correct="true"]').count()).toBe(3);
        await checkAxe(page);
        await page.getByTestId('attempt-review').getByRole('button').click();
        await page.getByTestId('quiz-retry').click();
        await answerQuiz(page, quiz[locale].right);
        expect(await page.getByTestId('quiz-result').getAttribute('data-passed')).toBe('true');
        // Passing completed the last lesson, so the course; the server issued its certificate with it.
        await page.getByTestId('certificate-notice').waitFor(patience);

        // The course moved to the completed tab at 100%.
        await page.goto(url('/my-learning-programs?tab=completed'));
        await card.waitFor(patience);
        expect(await card.getByTestId('progress-bar').getAttribute('data-value')).toBe('100');

        // The certificate: listed, and its Arabic PDF downloads with the learner's name, the title and the code.
        await page.goto(url('/my-certificates'));
        const certificate = page.getByTestId('certificate').first();
        await certificate.waitFor(patience);
        expect(await certificate.locator('[data-status]').getAttribute('data-status')).toBe('valid');
        await checkAxe(page, { dark: true });
        const id = (await certificate.getAttribute('data-certificate-id'))!;
        const code = (await certificate.getByTestId('certificate-code').textContent())!.trim();
        const pdfHref = (await certificate.getByTestId('certificate-download-ar').getAttribute('href'))!;
        const pdf = await page.request.get(new URL(pdfHref, baseUrl).toString());
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        const bytes = await pdf.body();
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const text = await pdfText(bytes);
        expect(text).toContain(`${names.arFirstName} ${names.arLastName}`);
        expect(text).toContain(arTitleWord);
        expect(text).toContain(code);
        await page.context().close();

        // Anyone can verify it, signed out.
        const visitor = await newPage(browser, { locale });
        const response = await visitor.goto(url(`/certification/${id}`));
        expect(response?.status()).toBe(200);
        const facts = visitor.getByTestId('certificate-facts');
        await facts.waitFor();
        expect(await facts.getAttribute('data-status')).toBe('valid');
        expect((await visitor.getByTestId('verification-code').textContent())?.trim()).toBe(code);
        expect(await facts.textContent()).toContain(
          locale === 'ar' ? `${names.arFirstName} ${names.arLastName}` : `${names.firstName} ${names.lastName}`,
        );
        await checkAxe(visitor, { dark: true });
        await visitor.context().close();
      },
    );

    it('resumes a video where the learner paused it, after a reload', { timeout: 120_000 }, async () => {
      const preview = program.lessons.find((l) => l.isPreview && l.type === 'VIDEO')!;
      const page = await signedIn('resume');
      await page.goto(lessonUrl(program, preview));
      await expectVideoPlays(page);
      // Seek to 6 s and pause there: the pause saves the position on the server.
      const saved = page.waitForResponse(
        (r) =>
          r.url().endsWith('/graphql') &&
          /saveLessonPosition.*"positionSeconds":6\b/.test(r.request().postData() ?? ''),
      );
      await page.evaluate(async (selector) => {
        const video = document.querySelector<HTMLVideoElement>(selector)!;
        await video.play();
        video.currentTime = 6;
        await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
        video.pause();
      }, videoSelector);
      const body = (await (await saved).json()) as {
        data: { saveLessonPosition: { success: boolean; data: { positionSeconds: number } } };
      };
      expect(body.data.saveLessonPosition).toMatchObject({ success: true, data: { positionSeconds: 6 } });

      await page.reload();
      await page.waitForFunction(
        (selector) => {
          const video = document.querySelector<HTMLVideoElement>(selector);
          return !!video && video.readyState >= 1 && video.currentTime >= 5.5;
        },
        videoSelector,
        patience,
      );
      expect(await page.locator(videoSelector).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(7);
      await page.context().close();
    });

    it('plays Bunny Stream videos in their signed iframe', async () => {
      const preview = program.lessons.find((l) => l.isPreview && l.type === 'VIDEO')!;
      const embed = `https://iframe.mediadelivery.net/embed/759/guid-e2e?token=${'a'.repeat(64)}&expires=${Math.floor(Date.now() / 1000) + 3600}`;
      const page = await signedIn('bunny');
      // The API answers as it does in Bunny mode (its own tests check the token); the page must frame it.
      await page.route('**/graphql', async (route) => {
        if (!(route.request().postData() ?? '').includes('getBunnyViewVideoCredentials')) return route.fallback();
        const data = {
          finalUrl: embed,
          isReady: true,
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          player: 'IFRAME',
        };
        await route.fulfill({
          json: { data: { getBunnyViewVideoCredentials: { code: 'SUCCESS', message: '', success: true, data } } },
        });
      });
      await page.route('https://iframe.mediadelivery.net/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
      );
      await page.goto(lessonUrl(program, preview));
      const frame = page.getByTestId('lesson-video').locator('iframe');
      await frame.waitFor(patience);
      expect(await frame.getAttribute('src')).toBe(embed);
      expect(await page.locator(videoSelector).count()).toBe(0);
      await page.context().close();
    });

    it(
      "shows a live session's countdown, its join link only while open, the calendar file and the ended state",
      { timeout: 180_000 },
      async () => {
        const sessions = workshop.lessons.filter((l) => l.type === 'LIVE_SESSION');
        const now = Date.now();
        const ended = sessions.find((s) => Date.parse(s.liveSessionEndAt!) < now)!;
        const open = sessions.find(
          (s) => Date.parse(s.liveSessionStartAt!) - 15 * 60_000 <= now && now < Date.parse(s.liveSessionEndAt!),
        )!;
        const upcoming = sessions.find((s) => Date.parse(s.liveSessionStartAt!) - 60 * 60_000 > now)!;
        expect([ended, open, upcoming].every(Boolean)).toBe(true);
        const page = await signedIn('live');
        await buyInSandbox(page, workshopSlug);
        const panel = page.getByTestId('live-session');

        // Open: the join link (to the workshop's meeting) and the calendar file, in UTC.
        await page.goto(lessonUrl(workshop, open));
        await panel.waitFor(patience);
        expect(await panel.getAttribute('data-phase')).toBe('open');
        expect(await page.getByTestId('live-join').getAttribute('href')).toMatch(/^https:\/\//);
        expect(await page.getByTestId('live-countdown').count()).toBe(0);
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('live-ics').click()]);
        expect(download.suggestedFilename()).toBe(`${open.id}.ics`);
        const ics = await readFile((await download.path())!, 'utf8');
        expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
        expect(ics).toContain('BEGIN:VEVENT');
        const utc = (iso: string) =>
          new Date(iso)
            .toISOString()
            .replace(/[-:]/g, '')
            .replace(/\.\d{3}/, '');
        expect(ics).toContain(`DTSTART:${utc(open.liveSessionStartAt!)}`);
        expect(ics).toContain(`DTEND:${utc(open.liveSessionEndAt!)}`);
        await checkAxe(page, { dark: true });

        // Upcoming: hours and minutes left (minutes rounded up), no join link yet.
        await page.goto(lessonUrl(workshop, upcoming));
        await panel.waitFor(patience);
        expect(await panel.getAttribute('data-phase')).toBe('upcoming');
        const before = Date.now();
        const shown = latinDigits((await page.getByTestId('live-countdown').textContent())!);
        const after = Date.now();
        const minutesLeft = (at: number) => Math.ceil((Date.parse(upcoming.liveSessionStartAt!) - at) / 60_000);
        const [hours, minutes] = (shown.match(/\d+/g) ?? []).map(Number);
        expect(hours! * 60 + minutes!).toBeGreaterThanOrEqual(minutesLeft(after + 60_000) - 1);
        expect(hours! * 60 + minutes!).toBeLessThanOrEqual(minutesLeft(before - 60_000));
        expect(minutes).toBeLessThan(60);
        expect(await page.getByTestId('live-join').count()).toBe(0);
        expect(await page.getByTestId('live-ics').count()).toBe(1);
        await checkAxe(page);

        // Ended: the state, and neither the link nor the calendar file.
        await page.goto(lessonUrl(workshop, ended));
        await panel.waitFor(patience);
        expect(await panel.getAttribute('data-phase')).toBe('ended');
        expect(await page.getByTestId('live-join').count()).toBe(0);
        expect(await page.getByTestId('live-ics').count()).toBe(0);
        await page.context().close();
      },
    );

    it('answers 404 for an unknown certificate and sends a signed-out learner away from the program layout', async () => {
      const page = await newPage(browser, { locale });
      const missing = await page.goto(url('/certification/00000000-0000-4000-8000-000000000000'));
      expect(missing?.status()).toBe(404);
      await page.goto(url(`/program/details/${program.id}`));
      // docs/product/accounts.md sends it to /program/{id}, which answers with the program's canonical slug.
      expect([`/program/${program.id}`, `/program/${programSlug}`].map((p) => localePath(locale, p))).toContain(
        pathOf(page),
      );
      await page.context().close();
    });
  });
}
