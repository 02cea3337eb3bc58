import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { localeUrl, locales, newPage, useBrowser } from './support/browser';
import { articles, courseSlug } from './support/demo-content';

const browser = useBrowser();

/**
 * Strings that survive minification in the studio's libraries and its own code: the editor
 * (ProseMirror's class), drag and drop (dnd-kit's live-region id), resumable uploads (tus's
 * header), the tables (TanStack's state), the charts (Chart.js's option), the image cropper (its
 * class names) and the studio's image field. None may reach a learner page (docs/ARCHITECTURE.md, the studio's own bundle).
 */
const studioMarkers = [
  'ProseMirror',
  'DndDescribedBy',
  'Tus-Resumable',
  'columnVisibility',
  'borderCapStyle',
  'studio-thumbnail',
  'reactEasyCrop',
];

/**
 * The message catalogues themselves (an error code's key as the errors catalogue writes it): pages
 * hand their client components only the namespaces they use, so a catalogue in a script means a
 * client module pulled in the server's whole `catalogs` (about 60 KB gzip once).
 */
const catalogueMarker = '"INTERNAL_ERROR":';

/** A script's text, fetched as the browser fetches it (gzip). */
function fetchScript(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const gzipped = response.headers['content-encoding'] === 'gzip';
        resolve((gzipped ? gunzipSync(body) : body).toString('utf8'));
      });
    })
      .on('error', reject)
      .end();
  });
}

describe.for(locales)("learner pages' JavaScript (%s)", (locale) => {
  const pages = [
    '/',
    '/courses',
    `/program/${courseSlug}`,
    `/blogs/${articles[locale].category}/${articles[locale].slug}`,
  ];

  it.for(pages)('%s loads neither studio code nor a message catalogue', async (path) => {
    // A phone's viewport, where the first-load budget is measured (docs/performance.md).
    const page = await newPage(browser(), { locale, width: 412, height: 823 });
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(r.url());
    });
    await page.goto(localeUrl(locale, path), { waitUntil: 'networkidle' });
    await page.context().close();

    const loaded = await Promise.all([...scripts].map(async (url) => ({ url, text: await fetchScript(url) })));
    expect(loaded.length).toBeGreaterThan(0);
    for (const marker of [...studioMarkers, catalogueMarker])
      expect(
        loaded.filter((s) => s.text.includes(marker)).map((s) => s.url),
        marker,
      ).toEqual([]);
  });
});
