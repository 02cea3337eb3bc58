import { findActiveSession, findLecturersByIds } from '@manara/db';
import { testEngine } from '@manara/db/testing';
import { hashSessionToken } from '@manara/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertLecturer } from './testing/fixtures';

let server: TestServer;
const lecturerIds: string[] = [];
const sessions: Array<{ hash: string; userId: string }> = [];

beforeAll(async () => {
  server = await createTestServer();
  for (const name of ['Amal', 'Basma', 'Dina'])
    lecturerIds.push(
      (await insertLecturer(server.database.db, { firstName: name, lastName: 'N', arFirstName: 'أ', arLastName: 'ن' }))
        .id,
    );
  for (const email of ['one@plans.example', 'two@plans.example']) {
    const { token, user } = await signedInUser(server, { email });
    sessions.push({ hash: hashSessionToken(token), userId: user.id as string });
  }
});
afterAll(() => server.close());

describe('named key lookups (decision 0081)', () => {
  it('answer every run for its own values, and on a server keep one generic plan per connection', async () => {
    // One transaction is one connection: the pool's earlier runs of the same statements may have
    // named them on it already, which must not clash.
    await server.database.db.transaction(async (tx) => {
      for (let run = 0; run < 8; run++) {
        const ids = lecturerIds.slice(run % 3);
        expect((await findLecturersByIds(tx, ids)).map((row) => row.id).sort()).toEqual([...ids].sort());
        const session = sessions[run % 2]!;
        expect((await findActiveSession(tx, session.hash, new Date()))?.userId).toBe(session.userId);
        expect(await findActiveSession(tx, `${session.hash}x`, new Date())).toBeNull();
      }
      const kept = await tx.execute(
        sql`select name, generic_plans from pg_prepared_statements where name in ('lecturers_by_ids', 'active_session') order by name`,
      );
      const { rows } = kept as unknown as { rows: Array<{ name: string; generic_plans: number }> };
      const plans = rows.map((row) => [row.name, Number(row.generic_plans) > 0]);
      // PGlite's driver sends every statement unnamed; the server keeps them by name.
      expect(plans).toEqual(
        testEngine === 'postgres'
          ? [
              ['active_session', true],
              ['lecturers_by_ids', true],
            ]
          : [],
      );
    });
  });
});
