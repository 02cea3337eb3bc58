import { createDatabase, isDatabaseUnavailable, type Database } from '@manara/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sleep } from './support/processes';

/**
 * The database client's side of a lost connection, without an API around it: a connection the
 * server drops while it is checked out must not crash the process (an unhandled 'error' event
 * would fail this file), its next query must fail as "unavailable", and the pool must recover.
 */
describe('database client: losing a connection', () => {
  let database: Database;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createDatabase({ url: inject('postgres').databaseUrl, poolSize: 4 });
    admin = new pg.Client({ connectionString: inject('postgres').serverUrl });
    await admin.connect();
  });

  afterAll(async () => {
    await database?.close();
    await admin?.end();
  });

  const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);

  it('a checked-out connection dropped between queries fails its next query as unavailable, and the pool goes on', async () => {
    const client = await database.pool!.connect();
    await client.query('begin');
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    await terminate(rows[0]!.pid);
    await sleep(200);
    const failure = await client.query('select 1').then(
      () => null,
      (error: unknown) => error,
    );
    client.release(failure as Error);
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await database.exec('select 1');
  });

  it('a connection dropped in the middle of a query rejects that query as unavailable', async () => {
    const client = await database.pool!.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const running = client.query('select pg_sleep(5)').then(
      () => null,
      (error: unknown) => error,
    );
    await sleep(200);
    await terminate(rows[0]!.pid);
    const failure = await running;
    client.release(failure as Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await database.exec('select 1');
  });
});
