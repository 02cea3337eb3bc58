import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, localePath, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');

// Demo content (packages/db/demo-content/programs/sports-first-aid.yaml): a free course with a
// certificate, a preview video, two more videos, an article and a three-question quiz.
const programSlug = 'sports-first-aid-essentials';
const quiz = {
  ar: {
    wrong: ['أعطه مشروب طاقة', 'تحريك اللاعب بسرعة', 'عطش خفيف'],
    right: ['أخرج اللاعب من الملعب واطلب تقييمًا طبيًا', 'التأكد من أمان المكان', 'ارتباك مع ارتفاع شديد في حرارة الجسم'],
  },
  en: {
    wrong: ['Give him an energy drink', 'Move the player quickly', 'Mild thirst'],
    right: ['Remove the player from play and seek medical assessment', 'Make sure the scene is safe', 'Confusion with a very high body temperature'],
  },
};
const texts = {
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', login: 'تسجيل الدخول', exitQuiz: 'الخروج من الاختبار' },
  en: { email: 'Email', password: 'Password', login: 'Log in', exitQuiz: 'Exit quiz' },
};
// One demo learner per language, so each journey buys the course for itself (packages/db/src/seed).
const learners = { ar: 'learner@manara.test', en: 'learner.en@manara.test' };
const password = 'Learner#2026';
const patience = { timeout: 15_000 };

interface Lesson {
  id: string;
  type: 'VIDEO' | 'ARTICLE' | 'LIVE_SESSION' | 'QUIZ';
  isPreview: boolean;
}

/** The course's id and lessons in syllabus order (the syllabus is public metadata, decision 0012). */
async function loadProgram(): Promise<{ id: string; lessons: Lesson[] }> {
  const call = async (operationName: string, query: string) => {
    const response = await fetch(`${apiUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operationName, query }) });
    return ((await response.json()) as { data: Record<string, { data: unknown }> }).data[operationName]!.data;
  };
  const { id } = (await call('course', `query course { course(slug: "${programSlug}") { data { id } } }`)) as { id: string };
  const { items } = (await call('insideCourseSallabusSite', `query insideCourseSallabusSite { insideCourseSallabusSite(courseId: "${id}") { data { items { lessons { id type isPreview } } } } }`)) as {
    items: { lessons: Lesson[] }[];
  };
  return { id, lessons: items.flatMap((s) => s.lessons) };
}

let browser: Browser;
let program: { id: string; lessons: Lesson[] };
beforeAll(async () => {
  browser = await launchBrowser();
  program = await loadProgram();
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

/** The lesson video has a source and the browser has read its metadata (it can play). */
async function expectVideoPlays(page: Page) {
  await page.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="lesson-video"] video');
    return !!video?.getAttribute('src') && (video.readyState > 0 || video.duration > 0);
  }, undefined, patience);
  expect(await page.getByTestId('lesson-video').getAttribute('dir')).toBe('ltr');
}

for (const locale of ['ar', 'en'] as const) {
  const t = texts[locale];
  const url = (path: string) => `${baseUrl}${localePath(locale, path)}`;
  const pathOf = (page: Page) => new URL(page.url()).pathname;
  const lessonUrl = (lesson: Lesson) => url(`/program/details/${program.id}/lesson/${lesson.id}`);
  const sidebarProgress = (page: Page) => page.locator('aside [data-testid="progress-bar"]').getAttribute('data-value');

  async function logIn(page: Page) {
    await page.goto(url('/login'));
    await page.getByLabel(t.email, { exact: true }).fill(learners[locale]);
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: t.login, exact: true }).click();
    await page.waitForURL((u) => u.pathname === localePath(locale, '/'));
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
    it('buys a course, watches, completes lessons, fails then passes the quiz and verifies the certificate', { timeout: 300_000 }, async () => {
      const lessons = program.lessons;
      expect(lessons.map((l) => l.type)).toEqual(['VIDEO', 'VIDEO', 'ARTICLE', 'VIDEO', 'QUIZ']);
      const preview = lessons.find((l) => l.isPreview)!;
      const locked = lessons.find((l) => !l.isPreview)!;
      const page = await newPage(browser, { locale });
      await logIn(page);

      // Before buying: the preview lesson plays, another lesson offers the course.
      await page.goto(lessonUrl(locked));
      await page.getByTestId('lesson-forbidden').waitFor();
      await checkAxe(page);
      await page.goto(lessonUrl(preview));
      await expectVideoPlays(page);

      // Buy the free course: the learner lands in their learning with it at 0%.
      await page.goto(url(`/program/${programSlug}`));
      await page.getByTestId('cta-buy-now').click();
      await page.waitForURL((u) => u.pathname === localePath(locale, '/my-learning-programs'), patience);
      const card = page.locator(`[data-testid="my-program"][data-program-id="${program.id}"]`);
      await card.waitFor(patience);
      expect(await card.getByTestId('progress-bar').getAttribute('data-value')).toBe('0');
      await checkAxe(page, { dark: true });

      // The program layout: progress ring at 0 and a button to start.
      await card.getByTestId('my-program-continue').click();
      await page.waitForURL((u) => u.pathname === localePath(locale, `/program/details/${program.id}`));
      expect(await page.getByTestId('progress-ring').getAttribute('data-value')).toBe('0');
      expect(await page.getByTestId('syllabus-lesson').count()).toBe(lessons.length);
      await checkAxe(page, { dark: true });
      await page.getByTestId('program-continue').click();
      await page.waitForURL((u) => u.pathname === localePath(locale, `/program/details/${program.id}/lesson/${lessons[0]!.id}`));

      // Tick every lesson but the quiz; the outline's tick and the progress follow each one.
      for (const [index, lesson] of lessons.slice(0, -1).entries()) {
        if (pathOf(page) !== new URL(lessonUrl(lesson)).pathname) await page.goto(lessonUrl(lesson));
        if (lesson.type === 'VIDEO') await expectVideoPlays(page);
        if (lesson.type === 'ARTICLE') await page.getByTestId('lesson-article').waitFor();
        if (index === 0 || lesson.type === 'ARTICLE') await checkAxe(page, { dark: index === 0 });
        await page.getByTestId('lesson-complete-toggle').click();
        await expect.poll(() => page.getByTestId('lesson-complete-toggle').getAttribute('aria-pressed'), patience).toBe('true');
        await expect.poll(() => sidebarProgress(page), patience).toBe(String(Math.floor(((index + 1) * 100) / lessons.length)));
        expect(await page.locator(`[data-testid="syllabus-lesson"][data-lesson-id="${lesson.id}"]`).getAttribute('data-completed')).toBe('true');
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
      await page.goto(lessonUrl(quizLesson));
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
      // Passing completed the last lesson, so the course, and its certificate was issued.
      await page.getByTestId('certificate-notice').waitFor(patience);

      // The course moved to the completed tab at 100%.
      await page.goto(url('/my-learning-programs?tab=completed'));
      await card.waitFor(patience);
      expect(await card.getByTestId('progress-bar').getAttribute('data-value')).toBe('100');

      // The certificate: listed, its Arabic PDF downloads as a PDF.
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
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await page.context().close();

      // Anyone can verify it, signed out.
      const visitor = await newPage(browser, { locale });
      const response = await visitor.goto(url(`/certification/${id}`));
      expect(response?.status()).toBe(200);
      const facts = visitor.getByTestId('certificate-facts');
      await facts.waitFor();
      expect(await facts.getAttribute('data-status')).toBe('valid');
      expect((await visitor.getByTestId('verification-code').textContent())?.trim()).toBe(code);
      await checkAxe(visitor, { dark: true });
      await visitor.context().close();
    });

    it('answers 404 for an unknown certificate and sends a signed-out learner away from the program layout', async () => {
      const page = await newPage(browser, { locale });
      const missing = await page.goto(url('/certification/00000000-0000-4000-8000-000000000000'));
      expect(missing?.status()).toBe(404);
      await page.goto(url(`/program/details/${program.id}`));
      // SPEC §6 sends it to /program/{id}, which answers with the program's canonical slug.
      expect([`/program/${program.id}`, `/program/${programSlug}`].map((p) => localePath(locale, p))).toContain(pathOf(page));
      await page.context().close();
    });
  });
}
