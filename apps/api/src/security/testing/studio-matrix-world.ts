import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, signedInUser } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { tableCounter } from './database-facts';
import { assertWellFormed } from './well-formed';

/**
 * The studio's permission matrices (docs/security.md, decision 0028) call each operation as a
 * visitor, a learner, a lecturer whose profile is pending, another lecturer, the owning lecturer
 * and an administrator.
 */
export type Role = 'visitor' | 'learner' | 'pendingLecturer' | 'otherLecturer' | 'owner' | 'admin';

export const E = 'code success message fieldErrors { field message }';

export interface MatrixWorld {
  server: TestServer;
  tokens: Partial<Record<Role, string>>;
}

/** A test server with one signed-in user per role (`<role>@matrix.test`), made before the file's tests. */
export function useMatrixWorld(): MatrixWorld {
  const world = { tokens: {} } as MatrixWorld;
  beforeAll(async () => {
    world.server = await createTestServer();
    const db = world.server.database.db;
    for (const [role, lecturer] of [
      ['learner', null],
      ['pendingLecturer', 'PENDING'],
      ['otherLecturer', 'APPROVED'],
      ['owner', 'APPROVED'],
      ['admin', null],
    ] as const) {
      const { token, user } = await signedInUser(world.server, { email: `${role}@matrix.test` });
      world.tokens[role] = token;
      if (lecturer) await db.insert(schema.lecturers).values({ userId: user.id, status: lecturer });
      if (role === 'admin') await db.update(schema.users).set({ role: 'ADMIN' }).where(eq(schema.users.id, user.id));
    }
  });
  afterAll(() => world.server.close());
  return world;
}

/** What a record's editors only may do: the owner and administrators; another lecturer's reads as missing. */
export const editors = (ok: string): Record<Role, string> => ({
  visitor: 'UNAUTHENTICATED',
  learner: 'FORBIDDEN',
  pendingLecturer: 'FORBIDDEN',
  otherLecturer: 'NOT_FOUND',
  owner: ok,
  admin: ok,
});

/** What an administrators-only operation answers each other role. */
export const refusedRoles: Record<Exclude<Role, 'admin'>, string> = {
  visitor: 'UNAUTHENTICATED',
  learner: 'FORBIDDEN',
  pendingLecturer: 'FORBIDDEN',
  otherLecturer: 'FORBIDDEN',
  owner: 'FORBIDDEN',
};

/**
 * One studio area whose operations are administrators' only: for each operation, `setup` makes the
 * record it acts on and answers its variables; every other role is refused (refusedRoles), sees
 * nothing `secret` matches and writes nothing; the administrator succeeds, and the area's `list`
 * operation shows the record whose id `listed` names.
 */
export function adminOnlyMatrix<O extends Record<string, string>>(
  world: MatrixWorld,
  area: string,
  operations: O,
  options: {
    setup: (op: keyof O & string) => Promise<Record<string, unknown>>;
    secret: RegExp;
    list: keyof O & string;
    listed: (variables: Record<string, unknown>) => unknown;
  },
): void {
  describe(`the studio permission matrix: ${area}`, () => {
    for (const op of Object.keys(operations) as Array<keyof O & string>) {
      it(`${op}: administrators only; refusals leak and write nothing`, async () => {
        const variables = await options.setup(op);
        const counts = await tableCounter(world.server.database.db);
        const run = async (role: Role) => {
          const res = await world.server.gql(operations[op]!, {
            token: world.tokens[role],
            variables,
            ip: freshIp(),
            locale: 'en',
          });
          return { envelope: assertWellFormed(op, res)!, raw: JSON.stringify(res.body) };
        };
        for (const [role, want] of Object.entries(refusedRoles) as Array<[Role, string]>) {
          const before = await counts();
          const { envelope, raw } = await run(role);
          expect(envelope.code, `${role} ${raw}`).toBe(want);
          expect(envelope.data, raw).toBeNull();
          expect(raw).not.toMatch(options.secret);
          expect(await counts(), `${role} wrote nothing`).toEqual(before);
        }
        const { envelope, raw } = await run('admin');
        expect(envelope.success, raw).toBe(true);
        if (op === options.list) expect(raw).toContain(String(options.listed(variables)));
      });
    }
  });
}
