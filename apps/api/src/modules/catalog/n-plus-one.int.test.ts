import { replaceProgramCoLecturers } from '@manara/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { COURSES_DEEP, ENVELOPE, PAGE_INFO } from './testing/documents';
import {
  insertBlog,
  insertBlogCategory,
  insertCategory,
  insertLecturer,
  insertNamed,
  insertProgram,
  insertSyllabus,
} from './testing/fixtures';

let server: TestServer;
let token: string;

/**
 * 60 courses, each with its own category and lecturer, the two lecturers before it as co-lecturers
 * (decision 0076), a section and two lessons; 60 blogs.
 */
beforeAll(async () => {
  server = await createTestServer();
  const db = server.database.db;
  const lecturerIds: string[] = [];
  const job = await insertNamed(db, 'jobTitles', 'Coach', 'مدرب');
  const blogCategory = await insertBlogCategory(db, { enName: 'Tips', arName: 'نصائح' });
  for (let i = 0; i < 60; i++) {
    const category = await insertCategory(db, { enName: `Category ${i}`, arName: `تصنيف ${i}` });
    const lecturer = await insertLecturer(db, {
      firstName: `L${i}`,
      lastName: 'X',
      arFirstName: `م${i}`,
      arLastName: 'س',
      jobTitleId: job.id,
    });
    const program = await insertProgram(db, {
      enTitle: `Course ${i}`,
      arTitle: `دورة ${i}`,
      categoryId: category.id,
      lecturerId: lecturer.id,
    });
    lecturerIds.push(lecturer.id);
    await replaceProgramCoLecturers(db, program.id, lecturerIds.slice(-3, -1));
    await insertSyllabus(db, program.id, [
      { enTitle: 'S', arTitle: 'ق', lessons: [{ enTitle: 'A' }, { enTitle: 'B', type: 'ARTICLE' }] },
    ]);
    await insertBlog(db, {
      enTitle: `Blog ${i}`,
      arTitle: `مقال ${i}`,
      categoryId: blogCategory.id,
      lecturerId: lecturer.id,
    });
  }
  token = (await signedInUser(server, { email: 'counter@example.com' })).token;
});
afterAll(() => server.close());

/** SQL statements one request costs (the session lookup of a signed-in request included). */
async function statementsFor(query: string, variables: Record<string, unknown>, signedIn = false) {
  const before = server.database.statementCount();
  const res = await server.gql(query, { variables, token: signedIn ? token : null });
  const after = server.database.statementCount();
  const field = Object.values(res.body.data!)[0] as { success: boolean; data: { items: unknown[] } };
  expect(field.success).toBe(true);
  return { statements: after - before, items: field.data.items.length };
}

const BLOGS_DEEP = `query Blogs($paginate: PaginateInput) { blogs(paginate: $paginate) { ${ENVELOPE}
  data { items { id title liked category { name } lecturer { fullName courses { id } } } ${PAGE_INFO} } } }`;
const LECTURERS_DEEP = `query Lecturers($paginate: PaginateInput) { lecturers(paginate: $paginate) { ${ENVELOPE}
  data { items { id fullName jobTitle { localizedName } courses { id category { name } isEnrolled } diplomasCount } ${PAGE_INFO} } } }`;

describe('no N+1', () => {
  it.each([
    ['courses', COURSES_DEEP, false],
    ['courses (signed in)', COURSES_DEEP, true],
    ['blogs', BLOGS_DEEP, false],
    ['blogs (signed in)', BLOGS_DEEP, true],
    ['lecturers', LECTURERS_DEEP, false],
  ] as const)('%s costs the same number of statements for 5 and 50 items', async (_name, query, signedIn) => {
    // A listing's total is kept for all its pages (decision 0078): both calls below find it kept.
    await statementsFor(query, { paginate: { limit: 1 } }, signedIn);
    const small = await statementsFor(query, { paginate: { limit: 5 } }, signedIn);
    const large = await statementsFor(query, { paginate: { limit: 50 } }, signedIn);
    expect(small.items).toBe(5);
    expect(large.items).toBe(50);
    expect(large.statements).toBe(small.statements);
    // The co-lecturers are one statement more, and their own courses one more when they are not
    // read in one batch with the owners' (the engine's timing decides).
    expect(small.statements).toBeLessThanOrEqual(14);
  });
});
