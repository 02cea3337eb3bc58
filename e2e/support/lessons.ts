import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { localePath, patience, type Locale } from './browser';
import type { Lesson, Program } from './programs';

/** A lesson's page in the program layout. */
export const lessonPath = (locale: Locale, program: Program, lesson: Lesson) =>
  localePath(locale, `/program/details/${program.id}/lesson/${lesson.id}`);

export const lessonUrl = (locale: Locale, program: Program, lesson: Lesson) =>
  `${inject('baseUrl')}${lessonPath(locale, program, lesson)}`;

/** The lesson's own player (the local one; Bunny Stream's is an iframe). */
export const videoSelector = '[data-testid="lesson-video"] video';

/** The lesson video loads its signed local URL and plays: time moves on and frames are there (readyState ≥ 2). */
export async function expectVideoPlays(page: Page): Promise<void> {
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
