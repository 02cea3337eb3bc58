import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { learner } from '../commerce/testing/commerce-world';
import { insertCategory } from '../catalog/testing/fixtures';
import { courseWith, enrol, IN_PROGRESS, SECTIONS } from './testing/learning-world';

let server: TestServer;
let student: Awaited<ReturnType<typeof learner>>;
let bigCourseId: string;

/** 60 enrolled courses with a category each and a lesson done in each; one course with 60 sections of 2 lessons. */
beforeAll(async () => {
  server = await createTestServer();
  const db = server.database.db;
  student = await learner(server);
  const ids: string[] = [];
  for (let i = 0; i < 60; i++) {
    const category = await insertCategory(db, {
      enName: `Learning Category ${i}`,
      arName: `تصنيف ${i}`,
    });
    const { course } = await courseWith(
      db,
      `Counted ${i}`,
      [{ enTitle: 'S', lessons: [{ enTitle: 'A' }, { enTitle: 'B' }] }],
      { categoryId: category.id },
    );
    ids.push(course.id);
  }
  await enrol(server, student.user.id, ids);
  const big = await courseWith(
    db,
    'Many Sections',
    Array.from({ length: 60 }, (_, i) => ({
      enTitle: `Section ${i}`,
      lessons: [{ enTitle: `L${i}a` }, { enTitle: `L${i}b`, type: 'ARTICLE' as const }],
    })),
  );
  bigCourseId = big.course.id;
  await enrol(server, student.user.id, [bigCourseId]);
});
afterAll(() => server.close());

async function statementsFor(query: string, variables: Record<string, unknown>) {
  const before = server.database.statementCount();
  const envelope = await student.call(query, variables);
  const after = server.database.statementCount();
  expect(envelope.success).toBe(true);
  return {
    statements: after - before,
    items: envelope.data.items.length as number,
  };
}

describe('no N+1 in learning lists', () => {
  it.each([
    ['myInProgress', IN_PROGRESS, () => ({})],
    ['sectionsAndLessonsByCourseId', SECTIONS, () => ({ courseId: bigCourseId })],
  ] as const)('%s costs the same number of statements for 5 and 50 items', async (_name, query, extra) => {
    const vars = (limit: number) => ({ ...extra(), paginate: { limit } });
    // Once first, so shared caches (the categories' list) are warm for both measured calls.
    await statementsFor(query, vars(50));
    const small = await statementsFor(query, vars(5));
    const large = await statementsFor(query, vars(50));
    expect(small.items).toBe(5);
    expect(large.items).toBe(50);
    expect(large.statements).toBe(small.statements);
    expect(small.statements).toBeLessThanOrEqual(12);
  });
});
