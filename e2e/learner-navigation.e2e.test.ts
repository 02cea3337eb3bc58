import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAxe } from './support/axe';
import { localePath, localeUrl, locales, newPage, pathOf, patience, useBrowser, type Locale } from './support/browser';
import { buyNowInSandbox } from './support/checkout';
import { articles, certifiedCourseSlug } from './support/demo-content';
import { bunnyEmbedUrl, lessonPath, lessonUrl, playAsBunny, videoSelector } from './support/lessons';
import { loadProgram, type Program } from './support/programs';
import { redirectOf } from './support/routes';
import { signedInLearner } from './support/sign-in';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

// Visible texts the journeys look for (nav, auth, learning, community and common catalogues).
const texts = {
  ar: {
    backToCourse: 'العودة إلى الدورة',
    exitQuiz: 'الخروج من الاختبار',
    loginHeading: 'مرحبًا بعودتك',
    signupHeading: 'أنشئ حسابك',
    autoCompleted: 'اكتمل الدرس: شاهدت معظم الفيديو.',
    comment: 'اكتب تعليقًا',
    justNow: 'الآن',
  },
  en: {
    backToCourse: 'Back to course',
    exitQuiz: 'Exit quiz',
    loginHeading: 'Welcome back',
    signupHeading: 'Create your account',
    autoCompleted: 'Lesson complete: you watched most of the video.',
    comment: 'Write a comment',
    justNow: 'just now',
  },
};

/** "just now" or "n minutes ago" in the page's language, Arabic with Arabic-Indic digits only. */
function expectTimeAgo(locale: Locale, text: string) {
  if (locale === 'ar') {
    expect(text).toMatch(/^(الآن|قبل .+)$/);
    expect(text).not.toMatch(/[0-9]/);
  } else {
    expect(text).toMatch(/^(just now|\d+ minutes? ago)$/);
  }
}

/** A <time> shows time ago, with the exact date and time as its tooltip and its dateTime. */
async function expectTimeAgoElement(locale: Locale, time: ReturnType<Page['locator']>) {
  expectTimeAgo(locale, (await time.textContent())!.trim());
  expect(Date.now() - Date.parse((await time.getAttribute('datetime'))!)).toBeLessThan(30 * 60_000);
  const title = (await time.getAttribute('title'))!;
  expect(title).toMatch(locale === 'ar' ? /[٠-٩]{4}.*[٠-٩]:[٠-٩]{2}/ : /\d{4}.*\d:\d{2}\s?[AP]M/);
}

/** The page's completeLesson requests, as they are sent. */
function completionRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('completeLesson')) sent.push(r.url());
  });
  return sent;
}

let program: Program;
beforeAll(async () => {
  program = await loadProgram(certifiedCourseSlug);
});

describe.for(locales)('a learner finds their way (%s)', (locale) => {
  const t = texts[locale];

  it('is sent on from /login and /signup once signed in, to next when it is on the site', async () => {
    const page = await signedInLearner(browser(), locale, 'nav-auth');
    const home = localePath(locale, '/');
    for (const path of ['/login', '/signup']) {
      await page.goto(localeUrl(locale, path));
      expect(pathOf(page)).toBe(home);
    }
    const certificates = localePath(locale, '/my-certificates');
    await page.goto(`${localeUrl(locale, '/login')}?next=${encodeURIComponent(certificates)}`);
    expect(pathOf(page)).toBe(certificates);
    await page.goto(`${localeUrl(locale, '/signup')}?next=${encodeURIComponent(certificates)}`);
    expect(pathOf(page)).toBe(certificates);
    await page.goto(`${localeUrl(locale, '/login')}?next=${encodeURIComponent('//evil.example/x')}`);
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl).origin);
    expect(pathOf(page)).toBe(home);
    await page.context().close();

    // A visitor, and a visitor whose session cookie is no longer valid, still get the form.
    const visitor = await newPage(browser(), { locale });
    await visitor
      .context()
      .addCookies([{ name: 'manara_session', value: 'expired-session', url: baseUrl, httpOnly: true }]);
    for (const [path, heading] of [
      ['/login', t.loginHeading],
      ['/signup', t.signupHeading],
    ] as const) {
      await visitor.goto(localeUrl(locale, path));
      expect(pathOf(visitor)).toBe(localePath(locale, path));
      await visitor.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await visitor.context().close();
  });

  it(
    'starts learning after paying at the first lesson, completes a watched video by itself, and finds the way back to the program',
    { timeout: 180_000 },
    async () => {
      const page = await signedInLearner(browser(), locale, 'nav-learn');
      await buyNowInSandbox(page, locale, program.id);

      // "Start learning" leads to the first lesson not completed yet: the course's first.
      const first = program.lessons[0]!;
      expect(first.type).toBe('VIDEO');
      const start = page.getByTestId('success-start-learning');
      await expect.poll(() => start.getAttribute('href'), patience).toBe(lessonPath(locale, program, first));
      await checkAxe(page);
      await start.click();
      await page.waitForURL((u) => u.pathname === lessonPath(locale, program, first), patience);

      // Back to course: the program's learning page, not My learning.
      const learningPage = localePath(locale, `/program/details/${program.id}`);
      const back = page.getByRole('link', { name: t.backToCourse });
      expect(await back.getAttribute('href')).toBe(learningPage);

      // The video completes by itself once 90% has been played, with one request, and never again this visit.
      const completions = completionRequests(page);
      const toggle = page.getByTestId('lesson-complete-toggle');
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await page.waitForFunction(
        (s) => !!document.querySelector<HTMLVideoElement>(s)?.duration,
        videoSelector,
        patience,
      );
      const play = (from: number) =>
        page.evaluate(
          async ([selector, at]) => {
            const video = document.querySelector<HTMLVideoElement>(selector)!;
            video.muted = true;
            video.playbackRate = 4;
            video.currentTime = video.duration * at;
            await video.play();
            await new Promise((resolve) => video.addEventListener('ended', resolve, { once: true }));
          },
          [videoSelector, from] as const,
        );
      // Skipping to the end is not watching.
      await play(0.95);
      await page.waitForTimeout(500);
      expect(completions).toHaveLength(0);
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      // Watching from the start is.
      await play(0);
      await expect.poll(() => toggle.getAttribute('aria-pressed'), patience).toBe('true');
      await page.locator('[data-toast-type="success"]', { hasText: t.autoCompleted }).waitFor();
      expect(completions).toHaveLength(1);
      // The learner can still untick it; watching again does not overrule them.
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed'), patience).toBe('false');
      await play(0);
      await page.waitForTimeout(500);
      expect(completions).toHaveLength(1);
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');

      await back.click();
      await page.waitForURL((u) => u.pathname === learningPage, patience);

      // Exit quiz: the same learning page.
      const quizLesson = program.lessons.find((l) => l.type === 'QUIZ')!;
      await page.goto(lessonUrl(locale, program, quizLesson));
      await page.getByTestId('quiz-start').click();
      await page.waitForURL((u) => u.pathname === localePath(locale, `/quiz/${quizLesson.id}`));
      await page.getByTestId('quiz-question').waitFor();
      await page.getByRole('link', { name: t.exitQuiz }).click();
      await page.waitForURL((u) => u.pathname === learningPage, patience);

      // The purchase's notification is dated as time ago, the exact moment as its tooltip.
      await page.goto(localeUrl(locale, '/notifications'));
      const card = page.getByTestId('notification-card').first();
      await card.waitFor(patience);
      await expectTimeAgoElement(locale, card.locator('time'));

      // So is a comment, just written.
      await page.goto(localeUrl(locale, `/program/${program.slug}`));
      await page.getByTestId('comments-ready').waitFor(patience);
      const text = `Navigation ${locale} ${Date.now()}`;
      const form = page.getByTestId('comment-form');
      await form.getByLabel(t.comment).fill(text);
      await form.locator('button[type=submit]').click();
      const mine = page.getByTestId('comment').filter({ hasText: text });
      await mine.waitFor(patience);
      const written = mine.locator('time').first();
      expect((await written.textContent())?.trim()).toBe(t.justNow);
      await expectTimeAgoElement(locale, written);
      await page.context().close();
    },
  );

  it(
    'completes a Bunny Stream video by itself from the player.js reports of its iframe',
    { timeout: 120_000 },
    async () => {
      const page = await signedInLearner(browser(), locale, 'nav-bunny');
      await buyNowInSandbox(page, locale, program.id);
      const video = program.lessons.find((l) => l.type === 'VIDEO')!;
      // A stand-in player speaking player.js (docs/providers.md): ready on load; once asked for
      // timeupdate, it plays a 20 s video through, reporting every half second.
      const player = `<title>player</title><script>
      const send = (message) => parent.postMessage(JSON.stringify({ context: 'player.js', version: '0.0.11', ...message }), '*');
      let listener = null;
      addEventListener('message', (event) => {
        const data = JSON.parse(event.data);
        if (data.method !== 'addEventListener' || data.value !== 'timeupdate' || listener) return;
        listener = data.listener;
        let seconds = 0;
        const timer = setInterval(() => {
          seconds += 0.5;
          send({ event: 'timeupdate', value: { seconds, duration: 20 }, listener });
          if (seconds >= 20) clearInterval(timer);
        }, 20);
      });
      send({ event: 'ready', value: {} });
    </script>`;
      await playAsBunny(page, bunnyEmbedUrl(), player);
      const completions = completionRequests(page);
      await page.goto(lessonUrl(locale, program, video));
      await page.getByTestId('lesson-video').locator('iframe').waitFor(patience);
      const toggle = page.getByTestId('lesson-complete-toggle');
      await expect.poll(() => toggle.getAttribute('aria-pressed'), patience).toBe('true');
      await page.waitForTimeout(1_000);
      expect(completions).toHaveLength(1);
      await page.context().close();
    },
  );

  it('answers a slug spelled otherwise with a permanent redirect to the stored one', async () => {
    const article = articles[locale];
    const cases = [
      ['/program/Designing-Effective-Warm-Up-Routines', '/program/designing-effective-warm-up-routines'],
      ['/paths/Sports-Injury-Rehabilitation-Diploma', '/paths/sports-injury-rehabilitation-diploma'],
      ['/category/Injury-Rehabilitation', '/category/injury-rehabilitation'],
      ['/lecturers/Ahmed-Samy', '/lecturers/ahmed-samy'],
      [`/blogs/${article.category}/${article.slug.toUpperCase()}`, `/blogs/${article.category}/${article.slug}`],
    ] as const;
    for (const [spelled, canonical] of cases) {
      expect(await redirectOf(locale, spelled), spelled).toEqual({
        status: 308,
        location: localePath(locale, canonical),
      });
      expect(await redirectOf(locale, canonical), canonical).toEqual({ status: 200, location: null });
    }
    expect((await redirectOf(locale, '/program/No-Such-Program')).status).toBe(404);
  });
});
