import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemo } from '@manara/db/seed';
import { hashPassword } from '@manara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let uploadsDir: string;
beforeAll(async () => {
  server = await createTestServer();
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'manara-demo-'));
  await seedDemo(server.database, { hashPassword, uploadsDir });
}, 300_000);
afterAll(async () => {
  await server.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const field = async (query: string, variables: Record<string, unknown> = {}, locale?: 'ar' | 'en') => {
  const res = await server.gql(query, { variables, locale });
  expect(res.body.errors).toBeUndefined();
  return Object.values(res.body.data!)[0] as any;
};

/** Smoke test over the shipped demo content: every catalogue page has something to show. */
describe('demo content through the catalogue operations', () => {
  it('fills the home page, the catalogues and a course page', async () => {
    const explore =
      await field(`query { learningProgramsExplore { success data { categories { slug } popularCourses { slug }
      liveWorkshops { slug } diplomas { slug } lecturers { slug } latestBlogs { slug } } } }`);
    expect(explore.success).toBe(true);
    for (const strip of Object.values(explore.data)) expect((strip as unknown[]).length).toBeGreaterThan(0);

    const courses = await field(
      `query { courses(paginate: { limit: 50 }) { success data { items { slug } pageInfo { totalCount } } } }`,
    );
    expect(courses.data.pageInfo.totalCount).toBeGreaterThan(10);
    const slug = courses.data.items[0].slug;
    const course = await field(
      `query C($slug: String) { course(slug: $slug) { code data { title lessonsCount sections { lessons { title } } lecturer { fullName } category { name } } } }`,
      { slug },
      'en',
    );
    expect(course.code).toBe('OK');
    expect(course.data.title.length).toBeGreaterThan(0);

    const diplomas = await field(`query { diplomasSite { data { items { slug coursesCount programs { slug } } } } }`);
    expect(diplomas.data.items.length).toBeGreaterThan(0);
    expect(diplomas.data.items[0].programs.length).toBeGreaterThan(0);
  });

  it('answers blogs, lecturers, FAQs, policies and countries', async () => {
    const blogs = await field(`query { blogs { data { items { slug category { slug } } } } }`);
    expect(blogs.data.items.length).toBeGreaterThan(0);
    const blog = await field(`query B($slug: String) { blog(slug: $slug) { code data { localizedContent } } }`, {
      slug: blogs.data.items[0].slug,
    });
    expect(blog.code).toBe('OK');
    expect(blog.data.localizedContent).not.toMatch(/<script/i);
    for (const op of [
      'lecturers',
      'userFaqs',
      'getPolicies',
      'countries',
      'activeBlogCategoriesListBoard',
      'activeCategories',
    ]) {
      const res = await field(`query { ${op} { success data { items { __typename } } } }`);
      expect(res.data.items.length, op).toBeGreaterThan(0);
    }
  });

  it('finds demo programs by an Arabic word written without hamza', async () => {
    const courses = await field(
      `query { courses(paginate: { limit: 1 }, sort: { field: POPULARITY }) { data { items { slug arTitle } } } }`,
    );
    const { slug, arTitle } = courses.data.items[0];
    const word = (arTitle as string)
      .split(/\s+/)
      .find((w) => w.length >= 4)!
      .replace(/[أإآ]/g, 'ا');
    const res = await field(
      `query S($k: String) { allSearch(filter: { searchKey: $k, limit: 20 }) { data { courses { slug } workshops { slug } } } }`,
      { k: word },
    );
    expect([...res.data.courses, ...res.data.workshops].map((h: { slug: string }) => h.slug)).toContain(slug);
  });
});
