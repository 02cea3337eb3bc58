import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createChromiumPdfRenderer } from './chromium-pdf-renderer';
import { TimeoutError } from './with-timeout';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const quiet = { info() {}, warn() {}, error() {} };
const html =
  '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"></head><body style="font-family:\'IBM Plex Sans Arabic\'"><h1>فاتورة</h1><p>Invoice</p></body></html>';

/** A renderer whose launches are counted and whose browsers the test can reach. */
function trackedRenderer(options: { timeoutMs?: number; concurrency?: number } = {}) {
  const browsers: Browser[] = [];
  const launchBrowser = async (launchOptions: LaunchOptions) => {
    const browser = await chromium.launch(launchOptions);
    browsers.push(browser);
    return browser;
  };
  const renderer = createChromiumPdfRenderer({ executablePath, logger: quiet, launchBrowser, ...options });
  return { renderer, browsers };
}

const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((r) => r.close()));
});

describe('createChromiumPdfRenderer', () => {
  it('renders A4 PDFs with the embedded brand font, sharing one browser', { timeout: 30_000 }, async () => {
    const { renderer, browsers } = trackedRenderer();
    opened.push(renderer);
    const pdfs = await Promise.all([
      renderer.renderHtml(html),
      renderer.renderHtml(html),
      renderer.renderHtml(html, { format: 'A4' }),
    ]);
    expect(browsers).toHaveLength(1);
    for (const pdf of pdfs) {
      const text = Buffer.from(pdf).toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text).toContain('IBMPlexSansArabic');
      // A4 in points.
      expect(text).toMatch(/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
    }
    // Each document had its own context, closed afterwards.
    expect(browsers[0]!.contexts()).toHaveLength(0);
  });

  it('renders at most `concurrency` documents at a time', { timeout: 30_000 }, async () => {
    const { renderer, browsers } = trackedRenderer({ concurrency: 2 });
    opened.push(renderer);
    await renderer.renderHtml(html);
    let open = 0;
    let most = 0;
    const newContext = browsers[0]!.newContext.bind(browsers[0]!);
    browsers[0]!.newContext = async (options) => {
      const context = await newContext(options);
      most = Math.max(most, ++open);
      context.on('close', () => void (open -= 1));
      return context;
    };
    await Promise.all(Array.from({ length: 5 }, () => renderer.renderHtml(html)));
    expect(most).toBe(2);
    expect(open).toBe(0);
  });

  it('lets no request leave the page', { timeout: 30_000 }, async () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits += 1;
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { renderer } = trackedRenderer();
    opened.push(renderer);
    try {
      const pdf = await renderer.renderHtml(
        `<html><head><link rel="stylesheet" href="${origin}/a.css"></head><body><img src="${origin}/b.png"><iframe src="${origin}/c"></iframe></body></html>`,
      );
      expect(pdf.byteLength).toBeGreaterThan(0);
      expect(hits).toBe(0);
    } finally {
      server.close();
    }
  });

  it('relaunches a browser that went away', { timeout: 30_000 }, async () => {
    const { renderer, browsers } = trackedRenderer();
    opened.push(renderer);
    await renderer.renderHtml(html);
    await browsers[0]!.close(); // what a crash looks like from here: the connection drops
    const pdf = await renderer.renderHtml(html);
    expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(browsers).toHaveLength(2);
  });

  it('gives up on a document that takes too long, and keeps working', { timeout: 30_000 }, async () => {
    const { renderer, browsers } = trackedRenderer();
    opened.push(renderer);
    await renderer.renderHtml(html);
    // Same browser, 1 ms per document: nothing can finish in time.
    const tight = createChromiumPdfRenderer({
      executablePath,
      logger: quiet,
      timeoutMs: 1,
      launchBrowser: async () => browsers[0]!,
    });
    await expect(tight.renderHtml(html)).rejects.toBeInstanceOf(TimeoutError);
    expect(browsers[0]!.contexts()).toHaveLength(0);
    expect((await renderer.renderHtml(html)).byteLength).toBeGreaterThan(0);
  });

  it('closes its browser and refuses work afterwards', { timeout: 30_000 }, async () => {
    const { renderer, browsers } = trackedRenderer();
    await renderer.renderHtml(html);
    await renderer.close();
    expect(browsers[0]!.isConnected()).toBe(false);
    await expect(renderer.renderHtml(html)).rejects.toThrow('closed');
  });
});
