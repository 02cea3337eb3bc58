import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { ENVELOPE, PAGE_INFO } from './testing/documents';
import { insertCategory } from './testing/fixtures';
import { seedCatalogue } from './testing/world';

let server: TestServer;
let world: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  server = await createTestServer();
  world = await seedCatalogue(server.database.db);
});
afterAll(() => server.close());

const CATEGORY_FIELDS = 'id slug name localizedName enName arName image isActive createdAt learningProgramsCount';
const ACTIVE = `query A($paginate: PaginateInput) { activeCategories(paginate: $paginate) { ${ENVELOPE} data { items { ${CATEGORY_FIELDS} } ${PAGE_INFO} } } }`;
const ONE = `query C($categoryId: String, $slug: String) { category(categoryId: $categoryId, slug: $slug) { ${ENVELOPE} data { ${CATEGORY_FIELDS} } } }`;
const ALL = `query All($filter: CategoriesFilterInput, $sort: CategoriesSortInput) { categories(filter: $filter, sort: $sort) { ${ENVELOPE} data { items { slug } ${PAGE_INFO} } } }`;

const data = async (query: string, variables: Record<string, unknown> = {}, locale?: 'ar' | 'en') =>
  Object.values((await server.gql(query, { variables, locale })).body.data!)[0] as any;

describe('activeCategories', () => {
  it('pages active categories in their curated order with localised names and program counts', async () => {
    const res = await data(ACTIVE, {}, 'en');
    expect(res.data.items.map((c: { slug: string }) => c.slug)).toEqual(['fitness', 'nutrition']);
    expect(res.data.items[1]).toMatchObject({
      name: 'Nutrition',
      localizedName: 'Nutrition',
      arName: 'التغذية',
      isActive: true,
      learningProgramsCount: 3,
    });
    expect(res.data.pageInfo).toEqual({ page: 1, limit: 12, totalCount: 2, totalPages: 1, hasNext: false });
    const ar = await data(ACTIVE, { paginate: { page: 2, limit: 1 } });
    expect(ar.data.items).toEqual([expect.objectContaining({ slug: 'nutrition', name: 'التغذية' })]);
    expect(ar.data.pageInfo).toMatchObject({ page: 2, limit: 1, totalPages: 2, hasNext: false });
  });

  it('refuses absurd paging', async () => {
    expect((await data(ACTIVE, { paginate: { limit: 500 } })).code).toBe('VALIDATION_FAILED');
  });
});

describe('category', () => {
  it('finds an active category by id or slug', async () => {
    expect((await data(ONE, { categoryId: world.fitness.id })).data).toMatchObject({
      slug: 'fitness',
      name: 'اللياقة',
      learningProgramsCount: 2,
    });
    expect((await data(ONE, { slug: 'fitness' }, 'en')).data.name).toBe('Fitness');
    expect((await data(ONE, { categoryId: 'fitness' })).data.id).toBe(world.fitness.id);
  });

  it('answers NOT_FOUND for unknown and inactive categories', async () => {
    for (const categoryId of ['nope', world.hidden.id, '11111111-1111-4111-8111-111111111111']) {
      expect((await data(ONE, { categoryId })).code).toBe('NOT_FOUND');
    }
  });
});

describe('categories', () => {
  it('lists by creation date (ascending by default), filtered by isActive', async () => {
    expect((await data(ALL)).data.items.map((c: { slug: string }) => c.slug)).toEqual([
      'nutrition',
      'fitness',
      'hidden',
    ]);
    expect((await data(ALL, { filter: { isActive: true } })).data.items.map((c: { slug: string }) => c.slug)).toEqual([
      'nutrition',
      'fitness',
    ]);
    expect((await data(ALL, { filter: { isActive: false } })).data.items.map((c: { slug: string }) => c.slug)).toEqual([
      'hidden',
    ]);
    expect((await data(ALL, { sort: { createdAt: 'DESC' } })).data.items.map((c: { slug: string }) => c.slug)).toEqual([
      'hidden',
      'fitness',
      'nutrition',
    ]);
  });

  it('is cached for a minute', async () => {
    await data(ALL, { filter: { isActive: true } });
    await insertCategory(server.database.db, { enName: 'Late', arName: 'متأخر' });
    const before = server.database.statementCount();
    expect((await data(ALL, { filter: { isActive: true } })).data.items).toHaveLength(2);
    expect(server.database.statementCount()).toBe(before);
    server.advanceTime(61_000);
    expect((await data(ALL, { filter: { isActive: true } })).data.items).toHaveLength(3);
  });
});
