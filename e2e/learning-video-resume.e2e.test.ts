import { describe, expect, it } from 'vitest';
import { locales, patience, useBrowser } from './support/browser';
import { certifiedCourseSlug } from './support/demo-content';
import { expectVideoPlays, lessonUrl, videoSelector } from './support/lessons';
import { loadProgram } from './support/programs';
import { signedInLearner } from './support/sign-in';

const browser = useBrowser();

describe.for(locales)('resuming a lesson video (%s)', (locale) => {
  it('resumes a video where the learner paused it, after a reload', { timeout: 120_000 }, async () => {
    const program = await loadProgram(certifiedCourseSlug);
    const preview = program.lessons.find((l) => l.isPreview && l.type === 'VIDEO')!;
    const page = await signedInLearner(browser(), locale, 'learning-resume');
    await page.goto(lessonUrl(locale, program, preview));
    await expectVideoPlays(page);
    // Seek to 6 s and pause there: the pause saves the position on the server.
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/graphql') && /saveLessonPosition.*"positionSeconds":6\b/.test(r.request().postData() ?? ''),
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
});
