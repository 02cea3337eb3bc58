import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../schema/index';
import { createTestDatabase, type TestDatabase } from '../../testing/index';
import { insertUser, listStudioUsers } from '../identity/users';
import { containsPattern, countUpTo } from './studio-page';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 1; i <= 7; i += 1) {
    await insertUser(database.db, {
      code: `UPAGE${i}`,
      email: `page-${i}@paging.test`,
      firstName: 'Page',
      lastName: `Person ${i}`,
      arFirstName: 'صفحة',
      arLastName: `شخص ${i}`,
      slug: `page-person-${i}`,
      createdAt: new Date(Date.UTC(2026, 0, i)),
    });
  }
});
afterAll(() => database.destroy());

const page = (offset: number, countCap: number, search = '@paging.test') =>
  listStudioUsers(database.db, { search, offset, limit: 3, countCap });

describe('countUpTo', () => {
  it('counts every match under the cap and stops one past it', async () => {
    expect(await countUpTo(database.db, users, undefined, 100)).toBeGreaterThanOrEqual(7);
    expect(await countUpTo(database.db, users, undefined, 4)).toBe(5);
    expect(await countUpTo(database.db, users, undefined, 0)).toBe(1);
  });
});

describe('a capped studio list', () => {
  it('walks the pages newest first, whatever the cap', async () => {
    const first = await page(0, 4);
    const third = await page(6, 4);
    expect(first.rows.map((r) => r.email)).toEqual(['page-7@paging.test', 'page-6@paging.test', 'page-5@paging.test']);
    expect(third.rows.map((r) => r.email)).toEqual(['page-1@paging.test']);
  });

  it('answers the exact count under the cap and one past the cap above it', async () => {
    expect((await page(0, 10)).total).toBe(7);
    expect((await page(0, 7)).total).toBe(7);
    expect((await page(0, 6)).total).toBe(7);
    expect((await page(0, 3)).total).toBe(4);
  });

  it('matches the typed text literally: % and _ are not wildcards', async () => {
    expect((await page(0, 10, 'page_1')).total).toBe(0);
    expect((await page(0, 10, '100%')).total).toBe(0);
    expect(containsPattern('a_b%c\\')).toBe('%a\\_b\\%c\\\\%');
  });
});
