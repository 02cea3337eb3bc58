import type { Logger, PdfRenderer, PdfRenderOptions } from '@manara/domain';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { createLimiter } from '../../lib/limit-concurrency';
import { brandFontCss } from './brand-font-css';
import { withTimeout } from './with-timeout';

/** Quiet, offline Chromium (docs/providers.md, this machine): no sandbox in containers, no phoning home. */
export const CHROMIUM_PDF_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface ChromiumPdfRendererOptions {
  executablePath: string;
  logger: Logger;
  /** Pages rendered at once; each costs tens of MB and a share of the CPU. */
  concurrency?: number;
  /** Documents waiting for a page; beyond that renderHtml refuses (QueueFullError) rather than pile up. */
  maxPending?: number;
  /** Per document, from page creation to the last PDF byte. */
  timeoutMs?: number;
  /** Starts the browser; tests wrap it to count launches and to crash the browser. */
  launchBrowser?: (options: LaunchOptions) => Promise<Browser>;
}

/** Puts the brand font's @font-face rules first in <head>, so the template's own CSS can use it. */
export function withBrandFont(html: string): string {
  const style = `<style>${brandFontCss()}</style>`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + style) : style + html;
}

/**
 * PdfRenderer on Debian's Chromium through playwright-core: one browser, launched on first use
 * and shared; a fresh context per document (closed afterwards), with scripts off and every
 * network request refused. A browser that crashed or disconnected is relaunched on the next call.
 */
export function createChromiumPdfRenderer(options: ChromiumPdfRendererOptions): Required<PdfRenderer> {
  const {
    executablePath,
    logger,
    concurrency = 2,
    maxPending = 16,
    timeoutMs = 30_000,
    launchBrowser = (o) => chromium.launch(o),
  } = options;
  const limiter = createLimiter(concurrency, maxPending);
  let browser: Promise<Browser> | null = null;
  let closed = false;

  const launch = (): Promise<Browser> => {
    const launching = launchBrowser({ executablePath, headless: true, args: CHROMIUM_PDF_FLAGS, timeout: timeoutMs });
    launching.then(
      (launched) =>
        launched.on('disconnected', () => {
          if (browser === launching) browser = null;
          if (!closed) logger.warn({ executablePath }, 'pdf browser disconnected; relaunching on next use');
        }),
      () => {
        if (browser === launching) browser = null;
      },
    );
    return launching;
  };

  const render = async (html: string, pdfOptions: PdfRenderOptions): Promise<Uint8Array> => {
    if (closed) throw new Error('pdf renderer is closed');
    let current = await (browser ??= launch());
    // Crashed before its 'disconnected' event reached us: start a new one now.
    if (!current.isConnected()) current = await (browser = launch());
    const context = await current.newContext({ javaScriptEnabled: false });
    const work = async () => {
      // Documents are self-contained; anything that would leave the machine is refused.
      await context.route('**/*', (route) => route.abort());
      const page = await context.newPage();
      await page.setContent(withBrandFont(html), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const pdf = await page.pdf({ format: pdfOptions.format ?? 'A4', printBackground: true, preferCSSPageSize: true });
      return new Uint8Array(pdf);
    };
    // One close, shared by the timeout (to abort the work) and the normal end.
    let closing: Promise<void> | undefined;
    const release = () => (closing ??= context.close().catch(() => {}));
    try {
      return await withTimeout(work(), timeoutMs, 'pdf render', () => void release());
    } finally {
      await release();
    }
  };

  return {
    renderHtml: (html, pdfOptions = {}) => limiter.run(() => render(html, pdfOptions)),
    close: async () => {
      closed = true;
      const current = browser;
      browser = null;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
}

/** The renderer the API runs with: Debian's Chromium unless CHROMIUM_PATH names another. */
export function createPdfRendererFromEnv(logger: Logger, env: NodeJS.ProcessEnv = process.env): Required<PdfRenderer> {
  return createChromiumPdfRenderer({ executablePath: env.CHROMIUM_PATH || '/usr/bin/chromium', logger });
}
