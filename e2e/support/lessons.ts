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

/**
 * The lesson video loads its signed local URL (a demo video's unless `source` says otherwise) and
 * plays: time moves on and frames are there (readyState ≥ 2).
 */
export async function expectVideoPlays(
  page: Page,
  source = /^\/video\/demo-[a-z-]+\?(.*&)?expires=\d+/,
): Promise<void> {
  await page.waitForFunction(
    (selector) => !!document.querySelector<HTMLVideoElement>(selector)?.getAttribute('src'),
    videoSelector,
    patience,
  );
  const src = (await page.locator(videoSelector).getAttribute('src'))!;
  expect(src).toMatch(source);
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

/** A Bunny Stream embed address as the API signs one (a made-up token; the API's own tests check it). */
export const bunnyEmbedUrl = () =>
  `https://iframe.mediadelivery.net/embed/759/guid-e2e?token=${'a'.repeat(64)}&expires=${Math.floor(Date.now() / 1000) + 3600}`;

/**
 * The API answers the page's video credentials as it does in Bunny mode (an iframe at `embed`),
 * and the embed serves `playerHtml`.
 */
export async function playAsBunny(page: Page, embed: string, playerHtml = '<title>player</title>'): Promise<void> {
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
    route.fulfill({ contentType: 'text/html', body: playerHtml }),
  );
}
