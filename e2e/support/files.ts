import { readFile } from 'node:fs/promises';
import path from 'node:path';

// Small files to upload, kept in the code; the server checks their bytes, not their names.

/** A 4×4 PNG (magenta). */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNYJLMejhiI4wAAUKIW0Zrc2XUAAAAASUVORK5CYII=',
  'base64',
);

/** A one-page PDF. */
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A short MP4 of the demo content (ffprobe reads it; browsers play it). */
export const demoVideo = () =>
  readFile(path.resolve(import.meta.dirname, '../../packages/db/demo-content/media/videos/demo-2.mp4'));
