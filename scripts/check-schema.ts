// Fails when the committed schema.graphql (which the web's typed client is generated from)
// differs from what the API builds; regenerate with `npm run print-schema -w @manara/api`.
import { readFileSync } from 'node:fs';
import { printedSchema, schemaFile } from '../apps/api/src/print-schema';

if (readFileSync(schemaFile, 'utf8') !== printedSchema()) {
  console.error('apps/web/src/shared/graphql/schema.graphql is stale: run `npm run print-schema -w @manara/api`');
  process.exit(1);
}
console.log('schema.graphql matches the API');
