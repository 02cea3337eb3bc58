import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../content-import/sanitize-html';
import { createTestDatabase, type TestDatabase } from '../../testing/index';
import { unusedUploadsQuery } from './upload-references';

// The sweep's question against the database (decision 0077): what rich text is found to embed,
// and that asking costs index probes, never a read of every article.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const keysIn = async (a: string, b = '') => {
  const result = await database.db.execute(sql`select embedded_file_keys(${a}, ${b}) as keys`);
  const { rows } = result as unknown as { rows: Array<{ keys: string[] }> };
  return [...rows[0]!.keys].sort();
};

describe('upload keys inside rich text', () => {
  const picture = 'files/course-articles/0123456789abcdef0123456789abcdef';
  const resource = 'files/lesson-resources/fedcba9876543210fedcba9876543210';

  it('finds a key whole wherever sanitised HTML carries it: a picture or a link, /media or /img, relative or absolute', async () => {
    const html = sanitizeHtml(
      `<p>Intro</p><figure><img src="/media/${picture}" alt="a chart"></figure>` +
        `<p><a href="https://manara.example/img/${resource}?w=640&amp;fmt=webp">notes</a></p>`,
    );
    expect(await keysIn(html)).toEqual([picture, resource]);
    // Entities in the source are decoded by the sanitiser before they are stored.
    expect(await keysIn(sanitizeHtml(`<img src="/media/&#102;iles/course-articles/abc123" alt="">`))).toEqual([
      'files/course-articles/abc123',
    ]);
  });

  it('reads both languages, once each key, and never runs the two columns together', async () => {
    expect(await keysIn(`<img src="/media/${picture}">`, `<img src="/img/${picture}?w=320">`)).toEqual([picture]);
    expect(await keysIn(`see files/a/b`, `files/c/d`)).toEqual(['files/a/b', 'files/c/d']);
  });

  it('finds nothing in text with no upload in it', async () => {
    expect(await keysIn('<p>Plain words, a /media/ path and files/ alone.</p>', '')).toEqual([]);
    expect(await keysIn('', '')).toEqual([]);
  });
});

describe('asking which files are unused', () => {
  it('probes an index for every place a record may name a file, and reads no table whole', async () => {
    const plan = await database.db.transaction(async (tx) => {
      // With sequential scans priced out, a check no index can answer still shows as one.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${unusedUploadsQuery(tx, ['00000000-0000-4000-8000-000000000000'])}`);
      const { rows } = result as unknown as { rows: Array<{ 'QUERY PLAN': string }> };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toMatch(/Seq Scan/);
    for (const index of [
      'comments_attachment_file_idx',
      'lecturer_applications_cv_file_id_unique',
      'users_profile_picture_idx',
      'categories_image_idx',
      'lecturers_cv_url_idx',
      'learning_programs_thumbnail_idx',
      'learning_programs_promo_video_idx',
      'blogs_thumbnail_idx',
      'lessons_video_idx',
      'lesson_resources_url_idx',
      'learning_programs_about_files_idx',
      'lessons_content_files_idx',
      'blogs_content_files_idx',
      'policies_content_files_idx',
    ])
      expect(plan, index).toContain(index);
  });
});
