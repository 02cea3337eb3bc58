import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';

/**
 * Written by `npm run trusted-documents -w @manara/web` from the web's gql.tada documents; found
 * through the web package, so the path holds for the sources and the built bundle alike.
 */
export const DEFAULT_MANIFEST = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@manara/web/package.json')),
  'trusted-documents.json',
);

export const UNTRUSTED_MESSAGE =
  'Unknown operation: this API answers only the documents of the Manara web app (trusted documents)';

export const documentHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** TRUSTED_DOCUMENTS=1 turns the allow-list on; TRUSTED_DOCUMENTS_MANIFEST names another manifest. */
export function trustedDocumentsFromEnv(env: NodeJS.ProcessEnv = process.env): ReadonlySet<string> | null {
  if (env.TRUSTED_DOCUMENTS !== '1' && env.TRUSTED_DOCUMENTS !== 'true') return null;
  const file = path.resolve(env.TRUSTED_DOCUMENTS_MANIFEST || DEFAULT_MANIFEST);
  // A missing or broken manifest stops the API at start: refusing everything is not a mode.
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const hashes = new Set(Object.keys(manifest));
  if (hashes.size === 0) throw new Error(`TRUSTED_DOCUMENTS=1 but ${file} lists no documents`);
  return hashes;
}

/** Refuses, before parsing, any document whose SHA-256 is not in the manifest. */
export function registerTrustedDocuments(app: FastifyInstance, hashes: ReadonlySet<string>) {
  app.graphql.addHook('preParsing', async (_schema, source) => {
    if (!hashes.has(documentHash(source))) throw new mercurius.ErrorWithProps(UNTRUSTED_MESSAGE, {}, 400);
  });
}
