import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startApi } from './api-process';
import { createPostgresServer, databaseUrl, type ServerPlace } from './postgres-server';

const DATABASE = 'manara_reliability';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway server (the fault suite stops and starts it) and the suite's database on it. */
    postgres: ServerPlace & { serverUrl: string; databaseUrl: string };
    /** The API the load and payment suites share: it migrated and seeded the database at start. */
    api: { url: string; pid: number; dataDir: string };
  }
}

/**
 * One throwaway PostgreSQL server and database for the whole suite, and one API process that
 * migrates and seeds it and then serves the load and payment suites (each API start costs tens of
 * seconds). The fault suite starts and kills API processes of its own on the same database.
 */
export default async function setup(project: TestProject) {
  const server = await createPostgresServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manara-rel-api-'));
  const url = databaseUrl(server.url, DATABASE);
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database ${DATABASE}`);
    await admin.end();
    api = await startApi({ databaseUrl: url, dataDir, seed: true });
  } catch (error) {
    server.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('postgres', { dir: server.dir, port: server.port, serverUrl: server.url, databaseUrl: url });
  project.provide('api', { url: api.url, pid: api.pid, dataDir });
  return async () => {
    await api.kill('SIGTERM');
    server.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
