import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { ENVELOPE, PAGE_INFO } from '../catalog/testing/documents';
import { seedBlogs } from './testing/blog-world';

let server: TestServer;
let world: Awaited<ReturnType<typeof seedBlogs>>;
beforeAll(async () => {
  server = await createTestServer();
  world = await seedBlogs(server.database.db);
});
afterAll(() => server.close());

const FIELDS = `id slug code enTitle arTitle localizedTitle title enContent arContent localizedContent thumbnail altText status liked
  viewsCount likesCount sharesCount publishedAt createdAt updatedAt tags lecturer { fullName } category { slug localizedName canBeDeleted }`;
const LIST = `query B($filter: BlogsFilterInput, $sort: BlogsSortInput, $paginate: PaginateInput) {
  blogs(filter: $filter, sort: $sort, paginate: $paginate) { ${ENVELOPE} data { items { slug title } ${PAGE_INFO} } } }`;
const ONE = `query One($blogId: String, $slug: String) { blog(blogId: $blogId, slug: $slug) { ${ENVELOPE} data { ${FIELDS} } } }`;
const BOARD = `query Board { activeBlogCategoriesListBoard { ${ENVELOPE} data { items { slug name enName arName blogsCount } ${PAGE_INFO} } } }`;

const field = async (query: string, variables: Record<string, unknown> = {}, locale?: 'ar' | 'en') =>
  Object.values((await server.gql(query, { variables, locale })).body.data!)[0] as any;
const slugs = async (variables: Record<string, unknown>, locale?: 'ar' | 'en') =>
  (await field(LIST, variables, locale)).data.items.map((b: { slug: string }) => b.slug);

describe('blogs', () => {
  it('lists published blogs, newest first, with page info', async () => {
    const res = await field(LIST);
    expect(res.data.items.map((b: { slug: string }) => b.slug)).toEqual([
      'rest-days',
      'better-squats',
      'protein-myths',
      'hydration-guide',
    ]);
    expect(res.data.items[0].title).toBe('أيام الراحة');
    expect(res.data.pageInfo).toEqual({ page: 1, limit: 12, totalCount: 4, totalPages: 1, hasNext: false });
  });

  it('filters by category id or slug, tag and lecturer', async () => {
    expect(await slugs({ filter: { categoryId: world.training.id } })).toEqual(['rest-days', 'better-squats']);
    expect(await slugs({ filter: { categorySlug: 'nutrition-tips' } })).toEqual(['protein-myths', 'hydration-guide']);
    expect(await slugs({ filter: { categoryId: 'nutrition-tips' } })).toEqual(['protein-myths', 'hydration-guide']);
    expect(await slugs({ filter: { tag: 'health' } })).toEqual(['better-squats', 'hydration-guide']);
    expect(await slugs({ filter: { tag: 'الصحة' } })).toEqual(['better-squats', 'hydration-guide']);
    expect(await slugs({ filter: { lecturerId: world.writer.id } })).toEqual(['better-squats', 'hydration-guide']);
    expect(await slugs({ filter: { categorySlug: 'unknown' } })).toEqual([]);
  });

  it('sorts by views, likes, title and date', async () => {
    expect(await slugs({ sort: { field: 'VIEWS' } })).toEqual([
      'protein-myths',
      'hydration-guide',
      'better-squats',
      'rest-days',
    ]);
    expect((await slugs({ sort: { field: 'LIKES' } }))[0]).toBe('rest-days');
    expect(await slugs({ sort: { field: 'TITLE' } }, 'en')).toEqual([
      'better-squats',
      'hydration-guide',
      'protein-myths',
      'rest-days',
    ]);
    expect(await slugs({ sort: { field: 'PUBLISHED_AT', order: 'ASC' } })).toEqual([
      'hydration-guide',
      'protein-myths',
      'better-squats',
      'rest-days',
    ]);
  });

  it('pages and refuses absurd paging', async () => {
    const res = await field(LIST, { paginate: { page: 2, limit: 3 } });
    expect(res.data.items).toHaveLength(1);
    expect(res.data.pageInfo).toEqual({ page: 2, limit: 3, totalCount: 4, totalPages: 2, hasNext: false });
    expect((await field(LIST, { paginate: { limit: -1 } })).code).toBe('VALIDATION_FAILED');
    expect((await field(LIST, { paginate: { page: 0 } })).code).toBe('VALIDATION_FAILED');
  });
});

describe('blog', () => {
  it('answers every field by slug and counts the view', async () => {
    const res = await field(ONE, { slug: 'hydration-guide' }, 'en');
    expect(res.data).toMatchObject({
      id: world.hydration.id,
      title: 'Hydration Guide',
      localizedTitle: 'Hydration Guide',
      arTitle: 'دليل شرب الماء',
      localizedContent: '<p>Drink <strong>water</strong></p>',
      status: 'PUBLISHED',
      liked: false,
      viewsCount: 11,
      likesCount: 2,
      sharesCount: 0,
      tags: ['water', 'health'],
      lecturer: { fullName: 'Sara Nabil' },
      category: { slug: 'nutrition-tips', localizedName: 'Nutrition Tips', canBeDeleted: true },
    });
    const again = await field(ONE, { blogId: world.hydration.id });
    expect(again.data).toMatchObject({
      viewsCount: 12,
      title: 'دليل شرب الماء',
      localizedContent: '<p>اشرب الماء</p>',
      tags: ['الماء', 'الصحة'],
    });
  });

  it('answers NOT_FOUND for unknown, draft and archived blogs without counting', async () => {
    for (const blogId of ['nope', world.draft.id, 'old-post', '33333333-3333-4333-8333-333333333333']) {
      expect((await field(ONE, { blogId })).code).toBe('NOT_FOUND');
    }
  });
});

describe('activeBlogCategoriesListBoard', () => {
  it('lists active categories, oldest first, with published blog counts', async () => {
    const res = await field(BOARD, {}, 'en');
    expect(res.data.items).toEqual([
      {
        slug: 'nutrition-tips',
        name: 'Nutrition Tips',
        enName: 'Nutrition Tips',
        arName: 'نصائح التغذية',
        blogsCount: 2,
      },
      { slug: 'training', name: 'Training', enName: 'Training', arName: 'التدريب', blogsCount: 2 },
    ]);
    expect(res.data.pageInfo).toEqual({ page: 1, limit: 2, totalCount: 2, totalPages: 1, hasNext: false });
  });
});
