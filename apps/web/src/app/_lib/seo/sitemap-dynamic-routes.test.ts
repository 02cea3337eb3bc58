import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDynamicEntries } from './sitemap-dynamic-routes';

type Body = { operationName: string; variables: { paginate?: { page: number; limit: number } } };

const envelope = (items: object[], hasNext = false) => ({
  code: 'OK',
  message: 'ok',
  success: true,
  data: { items, pageInfo: { page: 1, limit: 50, totalCount: items.length, totalPages: 1, hasNext } },
});

/** A fake API answering the sitemap's list operations by name. */
function fakeApi(answers: Record<string, (body: Body) => object | 'down'>) {
  const calls: Body[] = [];
  const fetchMock = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Body;
    calls.push(body);
    const answer = answers[body.operationName]?.(body);
    if (answer === 'down' || !answer) throw new TypeError('fetch failed');
    return Response.json({ data: { [body.operationName]: answer } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadDynamicEntries', () => {
  it('lists every published page by slug, paging through with limit 50', async () => {
    const calls = fakeApi({
      courses: ({ variables }) =>
        variables.paginate!.page === 1
          ? envelope([{ slug: 'acl-rehab', updatedAt: '2026-10-01T00:00:00.000Z' }], true)
          : envelope([{ slug: 'live-taping', updatedAt: '2026-10-02T00:00:00.000Z' }]),
      diplomasSite: () => envelope([{ slug: 'sports-rehab', updatedAt: '2026-09-01T00:00:00.000Z' }]),
      lecturers: () => envelope([{ slug: 'sara-ali' }]),
      activeCategories: () => envelope([{ slug: 'orthopedics' }]),
      activeBlogCategoriesListBoard: () => envelope([{ slug: 'news' }]),
      blogs: () =>
        envelope([
          { slug: 'first-post', updatedAt: '2026-08-01T00:00:00.000Z', category: { slug: 'news' } },
          { slug: 'orphan', updatedAt: '2026-08-02T00:00:00.000Z', category: null },
        ]),
    });
    const { entries, failed } = await loadDynamicEntries();
    expect(failed).toEqual([]);
    expect(entries.map((e) => e.path)).toEqual([
      '/program/acl-rehab',
      '/program/live-taping',
      '/paths/sports-rehab',
      '/lecturers/sara-ali',
      '/category/orthopedics',
      '/blogs/news',
      '/blogs/news/first-post',
    ]);
    expect(entries[0]).toMatchObject({ lastModified: '2026-10-01T00:00:00.000Z' });
    const courseCalls = calls.filter((c) => c.operationName === 'courses').map((c) => c.variables.paginate);
    expect(courseCalls).toEqual([
      { page: 1, limit: 50 },
      { page: 2, limit: 50 },
    ]);
  });

  it('leaves out lists the API cannot answer, and logs them', async () => {
    fakeApi({
      courses: () => 'down',
      diplomasSite: () => ({ code: 'INTERNAL_ERROR', message: 'Internal error', success: false, data: null }),
      lecturers: () => envelope([{ slug: 'sara-ali' }]),
      activeCategories: () => 'down',
      activeBlogCategoriesListBoard: () => 'down',
      blogs: () => 'down',
    });
    const { entries, failed } = await loadDynamicEntries();
    expect(entries.map((e) => e.path)).toEqual(['/lecturers/sara-ali']);
    expect(failed).toEqual(['courses', 'diplomasSite', 'activeCategories', 'activeBlogCategoriesListBoard', 'blogs']);
    expect(console.error).toHaveBeenCalledWith(
      '[sitemap] could not read diplomasSite:',
      'INTERNAL_ERROR: Internal error',
    );
  });

  it('encodes slugs in paths', async () => {
    fakeApi({ lecturers: () => envelope([{ slug: 'سارة' }]) });
    const { entries } = await loadDynamicEntries();
    expect(entries).toEqual([
      { path: `/lecturers/${encodeURIComponent('سارة')}`, priority: 0.6, changeFrequency: 'monthly' },
    ]);
  });
});
