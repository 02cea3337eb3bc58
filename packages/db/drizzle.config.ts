import { defineConfig } from 'drizzle-kit';

// Only `generate` is used; migrations are applied by the app at start (drizzle-kit's own
// migrate cannot load the pg_trgm extension into PGlite).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
});
