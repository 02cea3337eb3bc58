import { createTestDatabase, type TestDatabase } from '@manara/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '@manara/i18n';
import { stripArabicArticles } from './search-terms';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** search_norm() in SQL for many strings at once. */
async function sqlNorm(texts: string[]): Promise<string[]> {
  const statement = 'select search_norm(t) as n from unnest($1::text[]) with ordinality as u(t, i) order by i';
  const result = database.pglite
    ? await database.pglite.query<{ n: string }>(statement, [texts])
    : await database.pool!.query<{ n: string }>(statement, [texts]);
  return result.rows.map((r) => r.n);
}

const jsNorm = (text: string) => stripArabicArticles(normalizeSearchText(text));
const alphabet = [
  ...'ابتثجحخدذرسشصضطظعغفقكلمنهويءآأإٱىةؤئـ',
  '\u064B',
  '\u064E',
  '\u0651',
  '\u0652',
  '\u0670',
  ...'٠١٩۰۵ 0189abzAZéÉüç',
];

describe('search_norm() and the app normalisation agree', () => {
  it('on known variants', async () => {
    const samples = [
      'إِدَارَةُ الأعمـــال',
      'والتغذية بالتمارين',
      'Café CRÈME',
      '٣٠ يوم ۱۵',
      'مستشفى ٱلرياضة',
      'الم بالغ',
      'سؤال مسائل',
      '\u0627\u0654سرار',
      'ﻻعب',
    ];
    expect(await sqlNorm(samples)).toEqual(samples.map(jsNorm));
  });

  it('on random mixed text', async () => {
    const texts = fc.sample(
      fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }).map((chars) => chars.join('')),
      300,
    );
    // The app also trims and collapses spaces (marks removed between spaces leave runs); compare
    // on the same spacing.
    const squash = (t: string) => t.replace(/\s+/g, ' ').trim();
    expect((await sqlNorm(texts)).map(squash)).toEqual(texts.map(jsNorm).map(squash));
  });
});
