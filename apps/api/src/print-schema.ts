import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { buildSchema } from './schema';

/** Writes the SDL the web's typed client is generated from (apps/web/src/shared/graphql/schema.graphql). */
export const schemaFile = fileURLToPath(new URL('../../web/src/shared/graphql/schema.graphql', import.meta.url));
export const printedSchema = () => printSchema(buildSchema()) + '\n';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(schemaFile, printedSchema());
  console.log(`schema written to ${schemaFile}`);
}
