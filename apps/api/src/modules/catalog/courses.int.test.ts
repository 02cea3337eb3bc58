import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { COURSES } from './testing/documents';
import { insertSyllabus } from './testing/fixtures';
import { seedCatalogue } from './testing/world';

let server: TestServer;
let world: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  server = await createTestServer();
  world = await seedCatalogue(server.database.db);
});
afterAll(() => server.close());

async function courses(variables: Record<string, unknown> = {}, locale?: 'ar' | 'en') {
  const res = await server.gql(COURSES, { variables, locale });
  expect(res.status).toBe(200);
  return res.body.data!.courses;
}
const slugs = async (variables: Record<string, unknown>) =>
  (await courses(variables)).data.items.map((p: { slug: string }) => p.slug);

describe('courses', () => {
  it('lists published courses and workshops only, newest first, with page info', async () => {
    const res = await courses();
    expect(res).toMatchObject({ code: 'OK', success: true });
    expect(res.data.items.map((p: { slug: string }) => p.slug)).toEqual([
      'live-recovery-workshop',
      'free-stretching',
      'strength-training',
      'sports-nutrition-basics',
    ]);
    expect(res.data.pageInfo).toEqual({ page: 1, limit: 12, totalCount: 4, totalPages: 1, hasNext: false });
  });

  it('filters by type, category (id or slug), level, language, live and lecturer', async () => {
    expect(await slugs({ filter: { type: 'WORKSHOP' } })).toEqual(['live-recovery-workshop']);
    expect(await slugs({ filter: { type: 'DIPLOMA' } })).toEqual(['sports-science-diploma']);
    expect(await slugs({ filter: { categoryId: world.fitness.id } })).toEqual(['free-stretching', 'strength-training']);
    expect(await slugs({ filter: { categoryId: 'nutrition' } })).toEqual([
      'live-recovery-workshop',
      'sports-nutrition-basics',
    ]);
    expect(await slugs({ filter: { level: 'INTERMEDIATE' } })).toEqual(['strength-training']);
    expect(await slugs({ filter: { language: 'EN' } })).toEqual(['strength-training']);
    expect(await slugs({ filter: { isLiveCourse: true } })).toEqual(['live-recovery-workshop']);
    expect(await slugs({ filter: { lecturerId: world.mona.id } })).toEqual([
      'strength-training',
      'sports-nutrition-basics',
    ]);
    expect(await slugs({ filter: { categoryId: 'no-such-category' } })).toEqual([]);
  });

  it('filters by the price paid in EGP and by free', async () => {
    // Paid prices: basics 400.50 (discounted from 500), strength 300, workshop 200, stretching 0.
    expect(await slugs({ filter: { minPrice: 300, maxPrice: 400.5 } })).toEqual([
      'strength-training',
      'sports-nutrition-basics',
    ]);
    expect(await slugs({ filter: { maxPrice: 400.49 } })).toEqual([
      'live-recovery-workshop',
      'free-stretching',
      'strength-training',
    ]);
    expect(await slugs({ filter: { isFree: true } })).toEqual(['free-stretching']);
    expect(await slugs({ filter: { isFree: false } })).toHaveLength(3);
  });

  it("answers a listing of a shape already asked with the request's own values", async () => {
    // Each shape's statement is built once, then only bound (decision 0080): nothing of the first
    // request's values may stay in it.
    expect(await slugs({ filter: { level: 'INTERMEDIATE' } })).toEqual(['strength-training']);
    expect(await slugs({ filter: { level: 'ADVANCED' } })).toEqual(['live-recovery-workshop']);
    expect(await slugs({ filter: { categoryId: world.nutrition.id } })).toEqual([
      'live-recovery-workshop',
      'sports-nutrition-basics',
    ]);
    expect(await slugs({ filter: { minPrice: 250, maxPrice: 350 } })).toEqual(['strength-training']);
    expect(await slugs({ filter: { minPrice: 150, maxPrice: 250 } })).toEqual(['live-recovery-workshop']);
    const byPrice = (page: number) => slugs({ sort: { field: 'PRICE' }, paginate: { page, limit: 2 } });
    expect(await byPrice(1)).toEqual(['free-stretching', 'live-recovery-workshop']);
    expect(await byPrice(2)).toEqual(['strength-training', 'sports-nutrition-basics']);
  });

  it('sorts by every field in both directions', async () => {
    expect(await slugs({ sort: { field: 'PRICE' } })).toEqual([
      'free-stretching',
      'live-recovery-workshop',
      'strength-training',
      'sports-nutrition-basics',
    ]);
    expect(await slugs({ sort: { field: 'PRICE', order: 'DESC' } })).toEqual([
      'sports-nutrition-basics',
      'strength-training',
      'live-recovery-workshop',
      'free-stretching',
    ]);
    expect((await slugs({ sort: { field: 'RATING' } })).slice(0, 2)).toEqual([
      'sports-nutrition-basics',
      'free-stretching',
    ]);
    expect(await slugs({ sort: { field: 'POPULARITY' } })).toEqual([
      'strength-training',
      'sports-nutrition-basics',
      'live-recovery-workshop',
      'free-stretching',
    ]);
    expect(await slugs({ sort: { field: 'CREATED_AT', order: 'ASC' } })).toEqual([
      'sports-nutrition-basics',
      'strength-training',
      'free-stretching',
      'live-recovery-workshop',
    ]);
    const byTitle = await courses({ sort: { field: 'TITLE', order: 'ASC' } }, 'en');
    expect(byTitle.data.items.map((p: { slug: string }) => p.slug)).toEqual([
      'free-stretching',
      'live-recovery-workshop',
      'sports-nutrition-basics',
      'strength-training',
    ]);
  });

  it('sorts titles in the request language', async () => {
    const ar = await courses({ sort: { field: 'TITLE' } }, 'ar');
    // أساسيات < إطالات < تدريب < ورشة (Arabic letter order after hamza-on-alef forms).
    expect(ar.data.items.map((p: { title: string }) => p.title)).toEqual([
      'أساسيات التغذية الرياضية',
      'إطالات مجانية',
      'تدريب القوة',
      'ورشة التعافي المباشرة',
    ]);
  });

  it('pages with page info', async () => {
    const first = await courses({ paginate: { page: 1, limit: 3 } });
    expect(first.data.pageInfo).toEqual({ page: 1, limit: 3, totalCount: 4, totalPages: 2, hasNext: true });
    const second = await courses({ paginate: { page: 2, limit: 3 } });
    expect(second.data.items).toHaveLength(1);
    expect(second.data.pageInfo).toEqual({ page: 2, limit: 3, totalCount: 4, totalPages: 2, hasNext: false });
    const beyond = await courses({ paginate: { page: 9, limit: 3 } });
    expect(beyond.data.items).toEqual([]);
    expect(beyond.data.pageInfo).toEqual({ page: 9, limit: 3, totalCount: 4, totalPages: 2, hasNext: false });
    expect((await courses({ paginate: { limit: 50 } })).success).toBe(true);
  });

  it.each([
    [{ page: 0 }, 'paginate.page'],
    [{ page: -1 }, 'paginate.page'],
    [{ page: 1_000_000 }, 'paginate.page'],
    [{ limit: 0 }, 'paginate.limit'],
    [{ limit: -5 }, 'paginate.limit'],
    [{ limit: 51 }, 'paginate.limit'],
    [{ limit: 100_000 }, 'paginate.limit'],
  ])('refuses paging %j with VALIDATION_FAILED', async (paginate, field) => {
    const res = await server.gql(COURSES, { variables: { paginate }, locale: 'en' });
    expect(res.body.data!.courses).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid. Please check the highlighted fields.',
      success: false,
      fieldErrors: [{ field, message: 'The value is not valid.' }],
      data: null,
    });
  });

  it('refuses negative prices and a malformed lecturer id', async () => {
    const res = await courses({ filter: { minPrice: -1, lecturerId: 'nope' } });
    expect(res.code).toBe('VALIDATION_FAILED');
    expect(res.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual([
      'filter.lecturerId',
      'filter.minPrice',
    ]);
  });

  it("gives a live program's card its sessions' starts from an hour ago on, earliest first, without the syllabus", async () => {
    const now = Date.now();
    const hours = (n: number) => new Date(now + n * 3_600_000);
    const live = (enTitle: string, start: Date | null) =>
      ({ enTitle, type: 'LIVE_SESSION', durationSeconds: 3600, liveSessionStartAt: start }) as const;
    await insertSyllabus(server.database.db, world.workshop.id, [
      {
        enTitle: 'Sessions',
        arTitle: 'الجلسات',
        lessons: [
          live('Next week', hours(24 * 7)),
          live('Long over', hours(-48)),
          live('Just begun', hours(-0.5)),
          live('Tomorrow', hours(24)),
          live('Not scheduled', null),
          { enTitle: 'Recording', type: 'VIDEO', liveSessionStartAt: hours(2) },
        ],
      },
    ]);
    // A course that is not a live program shows no next session, even with a live lesson ahead.
    await insertSyllabus(server.database.db, world.strength.id, [
      { enTitle: 'Q&A', arTitle: 'أسئلة', lessons: [live('Ask the coach', hours(24))] },
    ]);
    const res = await server.gql(`{ courses { data { items { slug upcomingLiveSessionStarts } } } }`, { locale: 'en' });
    const starts = Object.fromEntries(
      res.body.data!.courses.data.items.map((p: { slug: string; upcomingLiveSessionStarts: string[] }) => [
        p.slug,
        p.upcomingLiveSessionStarts,
      ]),
    );
    expect(starts['live-recovery-workshop']).toEqual(
      [hours(-0.5), hours(24), hours(24 * 7)].map((d) => d.toISOString()),
    );
    expect(starts['strength-training']).toEqual([]);
  });
});
