import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertProgram } from './testing/fixtures';
import { callAs, studioPeople, type StudioPeople } from './testing/studio-people';

const LIST = `query courses($filter: LearningProgramFilterInput, $paginate: PaginateInput) {
  courses(filter: $filter, paginate: $paginate) { success data { items { id } pageInfo { totalCount } } } }`;
const CREATE_CATEGORY = `mutation createCategory($input: CategoryInput) { createCategory(input: $input) { success } }`;

let server: TestServer;
let people: StudioPeople;

beforeAll(async () => {
  server = await createTestServer();
  people = await studioPeople(server, 'totals.example');
});
afterAll(() => server.close());

async function listing(page: number) {
  const res = await server.gql(LIST, { variables: { filter: { level: 'ADVANCED' }, paginate: { page, limit: 2 } } });
  const { items, pageInfo } = res.body.data!.courses.data;
  return { items: items.length as number, total: pageInfo.totalCount as number };
}

describe("a listing's total (decision 0078)", () => {
  it('is counted once for all its pages, and seen again after a minute or at once after a studio change', async () => {
    for (const n of [1, 2, 3])
      await insertProgram(server.database.db, { enTitle: `Advanced ${n}`, arTitle: `متقدم ${n}`, level: 'ADVANCED' });
    expect(await listing(1)).toEqual({ items: 2, total: 3 });

    // A program added outside the studio (an import, a fixture) is on the pages at once; the total follows within a minute.
    await insertProgram(server.database.db, { enTitle: 'Advanced 4', arTitle: 'متقدم 4', level: 'ADVANCED' });
    expect(await listing(2)).toEqual({ items: 2, total: 3 });
    server.advanceTime(60_000);
    expect(await listing(2)).toEqual({ items: 2, total: 4 });

    // Any studio change retires the kept totals at once.
    await insertProgram(server.database.db, { enTitle: 'Advanced 5', arTitle: 'متقدم 5', level: 'ADVANCED' });
    const created = await callAs(server, people.admin, CREATE_CATEGORY, {
      input: { arName: 'مجموع', enName: 'Totals' },
    });
    expect(created.success).toBe(true);
    expect(await listing(3)).toEqual({ items: 1, total: 5 });
  });
});
