import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../testing/auth-flows';
import { createTestServer, type GqlResult, type TestServer } from '../testing/test-server';
import { knownValues, tableCounter } from './testing/database-facts';
import { variablesArb } from './testing/input-arbitraries';
import { operationsOf, type Operation } from './testing/operations';
import { seedSecurityWorld } from './testing/security-world';
import { assertWellFormed } from './testing/well-formed';

/**
 * Fuzzing (docs/security.md): every root field of the schema, called with generated arguments (nasty strings,
 * extreme numbers, wrong types through variables), signed out and signed in. The answer is always an
 * envelope or a GraphQL validation error, never a 500, an INTERNAL_ERROR or a stack trace, and a
 * refused call writes no row. FUZZ_RUNS raises the runs per operation (default 3, twice that many cases).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const operations = operationsOf();

let server: TestServer;
let world: Awaited<ReturnType<typeof seedSecurityWorld>>;
let counts: () => Promise<Record<string, number>>;
let known: string[];

beforeAll(async () => {
  server = await createTestServer();
  world = await seedSecurityWorld(server);
  counts = await tableCounter(server.database.db);
  known = await knownValues(server.database.db);
});
afterAll(async () => server?.close());

type Identity = 'visitor' | 'bearer' | 'cookie';

async function call(
  op: Operation,
  variables: Record<string, unknown>,
  identity: Identity,
  locale: 'ar' | 'en',
): Promise<GqlResult> {
  const token = identity === 'visitor' ? null : await world.alice.session();
  const before = await counts();
  const res = await server.gql(op.document, {
    variables,
    ip: freshIp(),
    locale,
    ...(identity === 'bearer' ? { token } : identity === 'cookie' ? { cookie: token, web: true } : {}),
  });
  const envelope = assertWellFormed(op.name, res);
  if (envelope && !envelope.success) {
    // A refusal leaves every table as it was.
    expect(await counts(), `${op.name} refused with ${envelope.code} but wrote rows`).toEqual(before);
  }
  return res;
}

describe('every operation answers well-formed envelopes for any input', () => {
  it('enumerates the whole schema', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.map((o) => o.name)).toEqual(
      expect.arrayContaining(['me', 'emailAndPasswordLogin', 'createComment', 'submitQuiz']),
    );
  });

  for (const op of operations) {
    it(`${op.kind} ${op.name}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          variablesArb(op.args, { known }),
          fc.constantFrom<Identity>('visitor', 'bearer', 'cookie'),
          fc.constantFrom<'ar' | 'en'>('ar', 'en'),
          async (variables, identity, locale) => {
            await call(op, variables, identity, locale);
          },
        ),
        { numRuns: RUNS * 2, endOnFailure: !process.env.FUZZ_SHRINK },
      );
    });
  }
});
