import { bumpCatalogueGeneration, type DomainDeps } from '@manara/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerPublicAnswerCache } from './register-public-answer-cache';

const READ = { query: `query category($slug: String) { category(slug: $slug) { success data { name } } }` };
// No configured cache: the domain keeps one in process per database handle.
const deps = () => ({ db: {}, now: () => new Date(0) }) as unknown as DomainDeps;

let app: FastifyInstance;
afterEach(() => app.close());

/** A stand-in for the API behind the cache: its resolver runs `during` before answering. */
function serve(domain: DomainDeps, during: (answer: number) => Promise<void>) {
  let answers = 0;
  app = Fastify();
  registerPublicAnswerCache(app, domain, 30_000);
  app.post('/graphql', async () => {
    answers += 1;
    await during(answers);
    return { data: { category: { success: true, data: { name: `answer ${answers}` } } } };
  });
  return () => answers;
}

async function ask() {
  const res = await app.inject({ method: 'POST', url: '/graphql', payload: READ });
  if (res.statusCode !== 200) throw new Error(res.body);
  const body = res.json() as { data: { category: { data: { name: string } } } };
  return { hit: res.headers['x-manara-cache'] === 'hit', name: body.data.category.data.name };
}

describe('the public answer cache (decision 0078)', () => {
  it('serves a kept answer to the next visitor', async () => {
    const answered = serve(deps(), async () => {});
    expect(await ask()).toEqual({ hit: false, name: 'answer 1' });
    expect(await ask()).toEqual({ hit: true, name: 'answer 1' });
    expect(answered()).toBe(1);
  });

  it('never serves an answer made while a studio change landed after the change', async () => {
    const domain = deps();
    // The first answer reads the old catalogue, then a studio change commits before it is sent.
    const answered = serve(domain, async (answer) => {
      if (answer === 1) await bumpCatalogueGeneration(domain);
    });
    expect(await ask()).toEqual({ hit: false, name: 'answer 1' });
    expect(await ask()).toEqual({ hit: false, name: 'answer 2' });
    expect(await ask()).toEqual({ hit: true, name: 'answer 2' });
    expect(answered()).toBe(2);
  });
});
