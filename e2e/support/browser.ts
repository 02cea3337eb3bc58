import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium with the network-quiet flags this machine needs (docs/providers.md, this machine). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/**
 * One Chromium for the calling test file, launched before its tests and closed after them. Call it
 * at the top of the file; pass `browser()` to newPage.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    return browser;
  };
}

/** Every journey runs in both languages: `describe.for(locales)('… (%s)', (locale) => …)`. */
export const locales = ['ar', 'en'] as const;
export type Locale = (typeof locales)[number];

/** How long polls wait: for round trips to the API (a cart, a count, a list), not just a repaint. */
export const patience = { timeout: 15_000 };

/**
 * Texts a client component asked for that its page did not hand it (the translator logs
 * "Missing message: …"); support/missing-messages.ts fails the test that met one.
 */
export const missingMessages: string[] = [];

export interface PageOptions {
  locale: Locale;
  width?: number;
  height?: number;
}

/** A fresh context (own cookies) whose browser language matches the journey's language. */
export async function newPage(browser: Browser, options: PageOptions): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    locale: options.locale === 'ar' ? 'ar-EG' : 'en-US',
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  context.setDefaultTimeout(15_000);
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Missing message'))
      missingMessages.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  return context.newPage();
}

/** The platform URL for a path in a language: Arabic at bare paths, English under /en. */
export function localePath(locale: Locale, pathname: string): string {
  if (locale === 'ar') return pathname;
  return pathname === '/' ? '/en' : `/en${pathname}`;
}

/** The full URL of a path in a language on the platform under test. */
export const localeUrl = (locale: Locale, pathname: string) => `${inject('baseUrl')}${localePath(locale, pathname)}`;

/** The path the page is at now. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Waits until React has hydrated the element: server-rendered controls are visible (and
 * focusable) before their handlers are attached, so a key press that early does nothing.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}
