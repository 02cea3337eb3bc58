import { mkdirSync } from 'node:fs';
import { createDatabase, migrateDatabase, withStartupLock } from '@manara/db';
import { hashPassword, startJobRunner } from '@manara/domain';
import pino from 'pino';
import { loadConfig } from './config';
import { createDeps } from './deps';
import { loadSharedSecrets } from './http/signing/load-shared-secrets';
import { buildServer } from './server';

const config = loadConfig();
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
mkdirSync(config.uploadsDir, { recursive: true });

const database = await createDatabase({ url: config.databaseUrl });
// Several API copies may start together against one server: migrate and seed one at a time.
await withStartupLock(database, async () => {
  await migrateDatabase(database);
  if (config.seedDemo) {
    const started = Date.now();
    const { seedDemo } = await import('@manara/db/seed');
    await seedDemo(database, { hashPassword, uploadsDir: config.uploadsDir });
    logger.info({ ms: Date.now() - started }, 'demo content ready');
  }
  await loadSharedSecrets(database.db);
});
const deps = createDeps(config, database, logger);
const app = await buildServer({ config, database, deps, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
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
