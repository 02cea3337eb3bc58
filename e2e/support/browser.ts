import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
 * Texts a client component asked for that its page did not hand it (the translator logs
 * "Missing message: …"); support/missing-messages.ts fails the test that met one.
 */
export const missingMessages: string[] = [];

export interface PageOptions {
  locale: 'ar' | 'en';
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
export function localePath(locale: 'ar' | 'en', pathname: string): string {
  if (locale === 'ar') return pathname;
  return pathname === '/' ? '/en' : `/en${pathname}`;
}

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
