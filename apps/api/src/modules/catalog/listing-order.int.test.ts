import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertProgram } from './testing/fixtures';

// Each listing order reads its page from its own index, and by price merges two walks (programs
// with a discount in force and without, migrations 0053 and 0054): whatever the plan, every page of
// every order must be the slice of the one list sorted the documented way (sort key, then newest,
// then id), ties and discount windows included.

const HOUR = 3_600_000;
const PAGE = 7;

interface Fixture {
  id: string;
  enTitle: string;
  level: 'BEGINNER' | 'ADVANCED';
  createdAt: Date;
  paid: number;
  rating: number;
  enrolled: number;
}

let server: TestServer;
const programs: Fixture[] = [];

beforeAll(async () => {
  server = await createTestServer();
  const now = server.deps.now().getTime();
  for (let i = 0; i < 40; i++) {
    // Few distinct values of each key, so ties are the rule and the tie-breakers are exercised.
    const originalPrice = (1 + (i % 5)) * 100_00;
    const discount = i % 4; // 0 none, 1 in force, 2 not yet, 3 over
    const windowStart = discount === 2 ? now + HOUR : now - 2 * HOUR;
    const windowEnd = discount === 3 ? now - HOUR : now + 2 * HOUR;
    const createdAt = new Date(Date.UTC(2026, 0, 1 + (i % 6)));
    const totalNumberOfRatings = i % 3;
    const totalRatings = totalNumberOfRatings * (1 + (i % 4));
    const row = await insertProgram(server.database.db, {
      enTitle: `Course ${String(i % 8).padStart(2, '0')} ${i}`,
      arTitle: `دورة ${i}`,
      level: i % 2 === 0 ? 'BEGINNER' : 'ADVANCED',
      type: i % 3 === 0 ? 'WORKSHOP' : 'COURSE',
      createdAt,
      originalPrice,
      priceAfterDiscount: discount === 0 ? null : originalPrice / 2 + (i % 3) * 100_00,
      discountStartsAt: discount === 0 ? null : new Date(windowStart),
      discountEndsAt: discount === 0 ? null : new Date(windowEnd),
      totalRatings,
      totalNumberOfRatings,
      enrolledUsersCount: i % 7,
    });
    const paid = discount === 1 ? row.priceAfterDiscount! : originalPrice;
    programs.push({
      id: row.id,
      enTitle: row.enTitle,
      level: row.level as Fixture['level'],
      createdAt,
      paid,
      rating: totalNumberOfRatings === 0 ? 0 : totalRatings / totalNumberOfRatings,
      enrolled: row.enrolledUsersCount,
    });
  }
});
afterAll(() => server.close());

const keyOf: Record<string, (p: Fixture) => number | string> = {
  CREATED_AT: (p) => p.createdAt.getTime(),
  PRICE: (p) => p.paid,
  RATING: (p) => p.rating,
  POPULARITY: (p) => p.enrolled,
  TITLE: (p) => p.enTitle,
};

function expected(field: string, order: 'ASC' | 'DESC', level?: string): string[] {
  const sign = order === 'ASC' ? 1 : -1;
  const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
  return programs
    .filter((p) => !level || p.level === level)
    .sort(
      (a, b) =>
        sign * compare(keyOf[field]!(a), keyOf[field]!(b)) ||
        sign * compare(a.createdAt.getTime(), b.createdAt.getTime()) ||
        compare(a.id, b.id),
    )
    .map((p) => p.id);
}

const LIST = `query Courses($filter: LearningProgramFilterInput, $paginate: PaginateInput, $sort: LearningProgramSortInput) {
  courses(filter: $filter, paginate: $paginate, sort: $sort) { success data { items { id } pageInfo { hasNext } } } }`;

async function everyPage(field: string, order: 'ASC' | 'DESC', level?: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await server.gql(LIST, {
      variables: { sort: { field, order }, filter: level ? { level } : {}, paginate: { page, limit: PAGE } },
      locale: 'en',
    });
    const { data } = res.body.data!.courses;
    ids.push(...data.items.map((p: { id: string }) => p.id));
    if (!data.pageInfo.hasNext) return ids;
  }
}

describe('listing orders', () => {
  it.each(
    Object.keys(keyOf).flatMap((field) =>
      (['ASC', 'DESC'] as const).flatMap((order) => [
        [field, order, undefined] as const,
        [field, order, 'ADVANCED'] as const,
      ]),
    ),
  )('pages %s %s (level %s) as slices of the one sorted list', async (field, order, level) => {
    expect(await everyPage(field, order, level)).toEqual(expected(field, order, level));
  });
});
