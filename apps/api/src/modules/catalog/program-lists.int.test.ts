import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { ENVELOPE, PAGE_INFO } from './testing/documents';
import { seedCatalogue } from './testing/world';

let server: TestServer;
let world: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  server = await createTestServer();
  world = await seedCatalogue(server.database.db);
});
afterAll(() => server.close());

const POPULAR = `query P($limit: Int) { mostPopularCourses(limit: $limit) { ${ENVELOPE} data { items { slug enrolledUsersCount } ${PAGE_INFO} } } }`;
const DIPLOMAS = `query D($filter: LearningProgramFilterInput, $paginate: PaginateInput, $sort: LearningProgramSortInput) {
  diplomasSite(filter: $filter, paginate: $paginate, sort: $sort) { ${ENVELOPE} data { items { slug type coursesCount } ${PAGE_INFO} } } }`;
const BY_CATEGORY = `query B($categoryId: String, $slug: String, $limit: Int) { LearningProgramsByCategory(categoryId: $categoryId, slug: $slug, limit: $limit) {
  ${ENVELOPE} data { category { slug name } courses { slug } workshops { slug } diplomas { slug } coursesCount workshopsCount diplomasCount } } }`;

const field = async (query: string, variables: Record<string, unknown> = {}, locale?: 'ar' | 'en') =>
  Object.values((await server.gql(query, { variables, locale })).body.data!)[0] as any;

describe('mostPopularCourses', () => {
  it('lists published courses by enrolments, 8 by default', async () => {
    const res = await field(POPULAR);
    expect(res.data.items.map((p: { slug: string }) => p.slug)).toEqual([
      'strength-training',
      'sports-nutrition-basics',
      'free-stretching',
    ]);
    expect(res.data.pageInfo).toEqual({ page: 1, limit: 3, totalCount: 3, totalPages: 1, hasNext: false });
    expect((await field(POPULAR, { limit: 1 })).data.items).toHaveLength(1);
    expect((await field(POPULAR, { limit: 0 })).code).toBe('VALIDATION_FAILED');
    expect((await field(POPULAR, { limit: 51 })).code).toBe('VALIDATION_FAILED');
  });
});

describe('diplomasSite', () => {
  it('lists published diplomas only, with filters and paging', async () => {
    const res = await field(DIPLOMAS);
    expect(res.data.items).toEqual([{ slug: 'sports-science-diploma', type: 'DIPLOMA', coursesCount: 2 }]);
    expect(res.data.pageInfo.totalCount).toBe(1);
    expect((await field(DIPLOMAS, { filter: { type: 'COURSE' } })).data.items).toHaveLength(1);
    expect((await field(DIPLOMAS, { filter: { categoryId: 'fitness' } })).data.items).toEqual([]);
    expect((await field(DIPLOMAS, { filter: { maxPrice: 899 } })).data.items).toEqual([]);
    expect((await field(DIPLOMAS, { paginate: { page: -2 } })).code).toBe('VALIDATION_FAILED');
  });
});

describe('LearningProgramsByCategory', () => {
  it('groups a category’s published programs by type, by id or slug', async () => {
    const res = await field(BY_CATEGORY, { categoryId: 'nutrition' }, 'en');
    expect(res.data).toEqual({
      category: { slug: 'nutrition', name: 'Nutrition' },
      courses: [{ slug: 'sports-nutrition-basics' }],
      workshops: [{ slug: 'live-recovery-workshop' }],
      diplomas: [{ slug: 'sports-science-diploma' }],
      coursesCount: 1,
      workshopsCount: 1,
      diplomasCount: 1,
    });
    const byId = await field(BY_CATEGORY, { categoryId: world.fitness.id, limit: 1 });
    expect(byId.data).toMatchObject({ category: { name: 'اللياقة' }, coursesCount: 2, workshopsCount: 0 });
    expect(byId.data.courses).toHaveLength(1);
  });

  it('answers NOT_FOUND for unknown or inactive categories', async () => {
    expect((await field(BY_CATEGORY, { slug: 'unknown' })).code).toBe('NOT_FOUND');
    expect((await field(BY_CATEGORY, { categoryId: world.hidden.id })).code).toBe('NOT_FOUND');
  });
});
