import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { patience } from './browser';

/** Resolves once every finite animation and transition on the page has finished (spinners run on). */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    patience,
  );
}

async function violationsOf(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
}

/**
 * Fails with a readable list when axe-core finds any WCAG A/AA violation on the page. A finding is
 * confirmed on a second look once motion has stopped: an element caught mid-fade (a toast popping in
 * just as the page is measured) has a contrast no reader sees, while a real fault is still there.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  let summary = await violationsOf(page);
  if (summary.length > 0) {
    await settleAnimations(page);
    summary = await violationsOf(page);
  }
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * axe on a settled page: once toasts have gone (a fading one is not what readers see); with `dark`,
 * in the dark theme as well.
 */
export async function checkAxe(page: Page, { dark = false } = {}): Promise<void> {
  await expect.poll(() => page.locator('[data-toast-type]').count(), patience).toBe(0);
  await expectNoAxeViolations(page);
  if (!dark) return;
  await page.emulateMedia({ colorScheme: 'dark' });
  // Colours ease between themes (transition-colors); measure once they have arrived.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
}
