import { createTestDatabase } from '@manara/db/testing';
import type { FastifyInstance } from 'fastify';
import { sandboxTestEnv } from '../../adapters/payments/testing/test-sandbox';
import { loadConfig } from '../../config';
import { createDeps } from '../../deps';
import { buildServer } from '../../server';
import { silentLogger } from '../../testing/test-server';

/**
 * A real API on a fresh database built from an environment of the test's choosing (production
 * mode, TLS origin, trusted documents), which createTestServer fixes to development settings.
 */
export async function configuredServer(env: Record<string, string>) {
  const database = await createTestDatabase();
  const merged = sandboxTestEnv({ ...process.env, DEV_TOOLS: '', ...env });
  const config = loadConfig(merged);
  let app: FastifyInstance;
  try {
    app = await buildServer({ config, database, deps: createDeps(config, database, silentLogger), env: merged });
    await app.ready();
  } catch (error) {
    await database.destroy();
    throw error;
  }
  const post = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query, variables },
    });
  return {
    app,
    config,
    database,
    post,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
