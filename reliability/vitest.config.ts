import { defineConfig } from 'vitest/config';

// The reliability suites: real API processes on a throwaway PostgreSQL server.
// Files run one after another: the fault suite stops the shared server. RELIABILITY_LONG=1 runs
// each part for minutes instead of seconds (support/settings.ts).
const long = process.env.RELIABILITY_LONG === '1';

export default defineConfig({
  test: {
    name: 'reliability',
    root: import.meta.dirname,
    include: ['**/*.rel.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: long ? 1_200_000 : 240_000,
    hookTimeout: 240_000,
  },
});
