import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { learnerNames as names } from './support/accounts';
import { checkAxe } from './support/axe';
import { localePath, localeUrl, locales, newPage, pathOf, patience, useBrowser } from './support/browser';
import { buyOnProgramPage } from './support/checkout';
import { certifiedCourseSlug } from './support/demo-content';
import { expectVideoPlays, lessonPath, lessonUrl } from './support/lessons';
import { pdfText } from './support/pdf-text';
import { loadProgram, type Lesson, type Program } from './support/programs';
import { signedInLearner } from './support/sign-in';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

// The course's quiz answers (demo content, programs/motivation-goal-setting.yaml).
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
  ar: { exitQuiz: 'الخروج من الاختبار' },
  en: { exitQuiz: 'Exit quiz' },
};

async function answerQuiz(page: Page, choices: string[]) {
  for (const [index, choice] of choices.entries()) {
    await page.getByLabel(choice, { exact: true }).check();
    await page.getByTestId(index === choices.length - 1 ? 'quiz-to-summary' : 'quiz-next').click();
  }
  await page.getByTestId('quiz-summary').waitFor();
  await page.getByTestId('quiz-submit').click();
  await page.getByTestId('quiz-result').waitFor();
}

let program: Program;
beforeAll(async () => {
  program = await loadProgram(certifiedCourseSlug);
});

describe.for(locales)('learning a course (%s)', (locale) => {
  const t = texts[locale];
  const sidebarProgress = (page: Page) => page.locator('aside [data-testid="progress-bar"]').getAttribute('data-value');

  /** Ticks the open lesson done: its button, its tick in the outline and the progress follow. */
  async function tick(page: Page, lesson: Lesson, progress: number) {
    await page.getByTestId('lesson-complete-toggle').click();
    await expect
      .poll(() => page.getByTestId('lesson-complete-toggle').getAttribute('aria-pressed'), patience)
      .toBe('true');
    await expect.poll(() => sidebarProgress(page), patience).toBe(String(progress));
    expect(
      await page
        .locator(`[data-testid="syllabus-lesson"][data-lesson-id="${lesson.id}"]`)
        .getAttribute('data-completed'),
    ).toBe('true');
  }

  it(
    'buys a course in the sandbox, watches, completes lessons, fails then passes the quiz and verifies the certificate',
    { timeout: 360_000 },
    async () => {
      const lessons = program.lessons;
      expect(lessons.map((l) => l.type)).toEqual(['VIDEO', 'ARTICLE', 'VIDEO', 'VIDEO', 'QUIZ']);
      const [firstVideo, article, ...laterVideos] = lessons.slice(0, -1) as [Lesson, Lesson, Lesson, Lesson];
      const quizLesson = lessons.at(-1)!;
      const percentAfter = (done: number) => Math.floor((done * 100) / lessons.length);
      const preview = lessons.find((l) => l.isPreview)!;
      const locked = lessons.find((l) => !l.isPreview)!;
      const page = await signedInLearner(browser(), locale, 'learning-course');

      // Before buying: another lesson offers the course, the preview lesson plays.
      await page.goto(lessonUrl(locale, program, locked));
      await page.getByTestId('lesson-forbidden').waitFor();
      await checkAxe(page);
      await page.goto(lessonUrl(locale, program, preview));
      await expectVideoPlays(page);

      // Buy it through the sandbox checkout; it is then in my learning at 0%.
      await buyOnProgramPage(page, locale, certifiedCourseSlug);
      await page.goto(localeUrl(locale, '/my-learning-programs'));
      const card = page.locator(`[data-testid="my-program"][data-program-id="${program.id}"]`);
      await card.waitFor(patience);
      expect(await card.getByTestId('progress-bar').getAttribute('data-value')).toBe('0');
      await checkAxe(page, { dark: true });

      // Continue goes straight to the first lesson not done yet.
      await card.getByTestId('my-program-continue').click();
      await page.waitForURL((u) => u.pathname === lessonPath(locale, program, firstVideo), patience);

      // The program layout: progress ring at 0 and a button to start.
      await page.goto(localeUrl(locale, `/program/details/${program.id}`));
      expect(await page.getByTestId('progress-ring').getAttribute('data-value')).toBe('0');
      expect(await page.getByTestId('syllabus-lesson').count()).toBe(lessons.length);
      await checkAxe(page, { dark: true });
      await page.getByTestId('program-continue').click();
      await page.waitForURL((u) => u.pathname === lessonPath(locale, program, firstVideo));

      // Tick every lesson but the quiz. The first one: un-ticking moves the progress back, ticking again forward.
      await expectVideoPlays(page);
      await checkAxe(page, { dark: true });
      await tick(page, firstVideo, percentAfter(1));
      await page.getByTestId('lesson-complete-toggle').click();
      await expect.poll(() => sidebarProgress(page), patience).toBe('0');
      await page.getByTestId('lesson-complete-toggle').click();
      await expect.poll(() => sidebarProgress(page), patience).toBe(String(percentAfter(1)));

      await page.goto(lessonUrl(locale, program, article));
      await page.getByTestId('lesson-article').waitFor();
      await checkAxe(page);
      await tick(page, article, percentAfter(2));

      for (const [index, video] of laterVideos.entries()) {
        await page.goto(lessonUrl(locale, program, video));
        await expectVideoPlays(page);
        await tick(page, video, percentAfter(3 + index));
      }

      // The quiz: fail it, read the review, then pass it.
      await page.goto(lessonUrl(locale, program, quizLesson));
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
      await page.goto(localeUrl(locale, '/my-learning-programs?tab=completed'));
      await card.waitFor(patience);
      expect(await card.getByTestId('progress-bar').getAttribute('data-value')).toBe('100');

      // The certificate: listed, and its Arabic PDF downloads with the learner's name, the title and the code.
      await page.goto(localeUrl(locale, '/my-certificates'));
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
      const visitor = await newPage(browser(), { locale });
      const response = await visitor.goto(localeUrl(locale, `/certification/${id}`));
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

  it('answers 404 for an unknown certificate and sends a signed-out learner away from the program layout', async () => {
    const page = await newPage(browser(), { locale });
    const missing = await page.goto(localeUrl(locale, '/certification/00000000-0000-4000-8000-000000000000'));
    expect(missing?.status()).toBe(404);
    await page.goto(localeUrl(locale, `/program/details/${program.id}`));
    // docs/product/accounts.md sends it to /program/{id}, which answers with the program's canonical slug.
    expect([`/program/${program.id}`, `/program/${certifiedCourseSlug}`].map((p) => localePath(locale, p))).toContain(
      pathOf(page),
    );
    await page.context().close();
  });
});
