/**
 * Writes trusted-documents.json: every GraphQL operation the web app can send, keyed by the
 * SHA-256 of the exact text request() posts (print() of @0no-co/graphql.web). The API started with
 * TRUSTED_DOCUMENTS=1 answers only these (docs/security.md). Run from apps/web (its tsconfig
 * resolves `@/`): `npx tsx scripts/trusted-documents.ts`; `--check` fails when the file is stale.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { print } from '@0no-co/graphql.web';

const root = path.resolve(import.meta.dirname, '..');
const manifestFile = path.join(root, 'trusted-documents.json');

function documentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return documentFiles(full);
    return /-documents\.ts$/.test(entry.name) ? [full] : [];
  });
}

interface DocumentLike {
  kind: string;
  definitions: Array<{ kind: string; name?: { value: string } }>;
  loc?: { source?: { body?: string } };
}
const isOperationDocument = (value: unknown): value is DocumentLike =>
  !!value &&
  typeof value === 'object' &&
  (value as DocumentLike).kind === 'Document' &&
  (value as DocumentLike).definitions.some((d) => d.kind === 'OperationDefinition');

/**
 * The texts request() may post for a document: its source as written (with its fragments), and
 * its printed form (what request() sent before documents kept their source). Both are the web's.
 */
function sentTexts(document: DocumentLike): string[] {
  const texts = new Set<string>();
  if (document.loc?.source?.body) texts.add(document.loc.source.body);
  try {
    texts.add(print(document as never));
  } catch {
    // A document without a full syntax tree has only its source.
  }
  return [...texts];
}

export const documentHash = (text: string) => createHash('sha256').update(text).digest('hex');

async function buildManifest(): Promise<Record<string, { name: string; document: string }>> {
  const entries: Array<[string, { name: string; document: string }]> = [];
  for (const file of documentFiles(path.join(root, 'src')).sort()) {
    const exported = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (!isOperationDocument(value)) continue;
      const name = value.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value ?? '(anonymous)';
      for (const text of sentTexts(value)) entries.push([documentHash(text), { name, document: text }]);
    }
  }
  entries.sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries);
}

const manifest = `${JSON.stringify(await buildManifest(), null, 2)}\n`;
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(manifestFile, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== manifest) {
    console.error('apps/web/trusted-documents.json is stale: run `npm run trusted-documents -w @manara/web`');
    process.exit(1);
  }
  console.log('trusted-documents.json matches the web documents');
} else {
  writeFileSync(manifestFile, manifest);
  console.log(`${Object.keys(JSON.parse(manifest)).length} trusted documents written to ${manifestFile}`);
}
