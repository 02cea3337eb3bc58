import { mkdirSync } from 'node:fs';
import { createDatabase, migrateDatabase, withStartupLock } from '@manara/db';
import { hashPassword, startJobRunner } from '@manara/domain';
import pino from 'pino';
import type { ApiConfig } from './config';
import { createDeps, type DepsOverrides } from './deps';
import { loadSharedSecrets } from './lib/signing/load-shared-secrets';
import { buildServer } from './server';

/**
 * Starts the API process: migrations and the demo import under the start-up lock, the HTTP server,
 * the job runner, and a clean shutdown on SIGTERM/SIGINT. `overrides` are for test entry points.
 */
export async function runApi(config: ApiConfig, overrides: DepsOverrides = {}): Promise<void> {
  const logger = pino({ level: config.logLevel });
  mkdirSync(config.uploadsDir, { recursive: true });

  const database = await createDatabase({ url: config.databaseUrl });
  // Several API copies may start together against one server: migrate and seed one at a time.
  await withStartupLock(database, async () => {
    await migrateDatabase(database);
    if (config.seedDemo) {
      const started = Date.now();
      const { seedDemo } = await import('@manara/db/seed');
      const { passwords } = await seedDemo(database, {
        hashPassword,
        uploadsDir: config.uploadsDir,
        demoPasswords: config.demoPasswords,
      });
      logger.info({ ms: Date.now() - started }, 'demo content ready');
      // Shown this once (only their hashes are stored): production never gets the published ones.
      if (passwords.length > 0) logger.warn({ demoAccounts: passwords }, 'demo accounts created with random passwords');
    }
    await loadSharedSecrets(database.db);
  });
  const deps = createDeps(config, database, logger, overrides);
  const app = await buildServer({ config, database, deps, logger: { level: config.logLevel } });
  await app.listen({ port: config.port, host: config.host });
  // Durable jobs (push delivery, reminders) run in this process; their state lives in the database.
  const jobs = config.jobIntervalMs > 0 ? startJobRunner(deps, { intervalMs: config.jobIntervalMs }) : null;
  // Account mail is queued (decision 0038): a queued job runs now rather than at the next interval.
  if (jobs) deps.wakeJobRunner = () => void jobs.tick();

  const shutdown = async () => {
    await jobs?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
