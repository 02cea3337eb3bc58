import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, studioPeople, type StudioPeople } from '../../modules/catalog/testing/studio-people';
import { createTestServer, type GqlOptions, type TestServer } from '../../testing/test-server';

const READ = `query category($slug: String) { category(slug: $slug) { success code data { id name } } }`;
const CREATE = `mutation createCategory($input: CategoryInput) { createCategory(input: $input) { success data { id slug version } } }`;
const UPDATE = `mutation updateCategory($input: UpdateCategoryInput) { updateCategory(input: $input) { success data { version } } }`;

let server: TestServer;
let people: StudioPeople;

beforeAll(async () => {
  server = await createTestServer({ env: { PUBLIC_ANSWER_CACHE_SECONDS: '30' } });
  people = await studioPeople(server, 'answers.example');
});
afterAll(() => server.close());

async function category(enName: string) {
  const res = await callAs(server, people.admin, CREATE, { input: { arName: `ع ${enName}`, enName } });
  expect(res.success, JSON.stringify(res)).toBe(true);
  return res.data as { id: string; slug: string; version: number };
}

async function read(slug: string, options: GqlOptions = {}) {
  const res = await server.gql(READ, { locale: 'en', ...options, variables: { slug } });
  return { hit: res.headers['x-manara-cache'] === 'hit', answer: res.body.data?.category?.data };
}

describe("a visitor's public reads (decision 0078)", () => {
  it('are answered from the cache until a studio change, or until the time to live for other writes', async () => {
    const { id, slug, version } = await category('Answers');
    expect(await read(slug)).toMatchObject({ hit: false, answer: { name: 'Answers' } });
    const again = await read(slug);
    expect(again).toMatchObject({ hit: true, answer: { id, name: 'Answers' } });

    // A write outside the studio (here, straight to the table) shows once the answer lapses.
    await server.database.db.update(schema.categories).set({ enName: 'Direct' }).where(eq(schema.categories.id, id));
    expect(await read(slug)).toMatchObject({ hit: true, answer: { name: 'Answers' } });
    server.advanceTime(30_000);
    expect(await read(slug)).toMatchObject({ hit: false, answer: { name: 'Direct' } });
    expect(await read(slug)).toMatchObject({ hit: true, answer: { name: 'Direct' } });

    // A studio change retires every kept answer at once.
    const saved = await callAs(server, people.admin, UPDATE, {
      input: { categoryId: id, arName: 'ع', enName: 'Studio', slug, version },
    });
    expect(saved.success, JSON.stringify(saved)).toBe(true);
    expect(await read(slug)).toMatchObject({ hit: false, answer: { name: 'Studio' } });
  });

  it('are kept apart by language and variables, and never shared with a signed-in caller', async () => {
    const first = await category('Languages');
    const second = await category('Variables');
    await read(first.slug);
    expect(await read(first.slug, { locale: 'ar' })).toMatchObject({ hit: false, answer: { name: 'ع Languages' } });
    expect(await read(second.slug)).toMatchObject({ hit: false, answer: { name: 'Variables' } });
    for (let i = 0; i < 2; i++)
      expect(await read(first.slug, { token: people.learner.token })).toMatchObject({ hit: false });
  });

  it('keep no refusal, and nothing for a document that also asks for a private field', async () => {
    for (let i = 0; i < 2; i++) expect(await read('no-such-category')).toMatchObject({ hit: false });
    const { slug } = await category('Private');
    const mixed = `query category($slug: String) { category(slug: $slug) { success } me { success } }`;
    for (let i = 0; i < 2; i++) {
      const res = await server.gql(mixed, { variables: { slug } });
      expect(res.body.data?.category.success).toBe(true);
      expect(res.headers['x-manara-cache']).toBeUndefined();
    }
  });
});
