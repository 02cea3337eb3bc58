import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

// Unit tests sit beside the code as *.test.ts; integration tests as *.int.test.ts run against a
// real database (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set). e2e has its own config.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'unit',
          include: ['{apps,packages}/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts', '**/.next/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{apps,packages}/**/*.int.test.ts'],
          exclude: ['**/node_modules/**', '**/.next/**'],
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
