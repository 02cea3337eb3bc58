import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type OperationName = 'courses' | 'course' | 'learningProgramsExplore' | 'allSearch' | 'getCart' | 'me';

export interface Operation {
  name: string;
  /** What the row says about the call. */
  label: string;
  body: string;
  signedIn: boolean;
}

/**
 * The web app's own documents for the benchmarked operations, as it sends them: read from its
 * trusted-documents manifest (generated from the web's documents and checked by `npm test`).
 */
export function webDocuments<N extends string>(names: readonly N[]): Record<N, string> {
  const webDir = path.dirname(createRequire(import.meta.url).resolve('@manara/web/package.json'));
  const manifest = JSON.parse(readFileSync(path.join(webDir, 'trusted-documents.json'), 'utf8')) as Record<
    string,
    { name: string; document: string }
  >;
  const byName = new Map<string, string>();
  // The manifest holds each document as written (first) and as printed; the web sends the first.
  for (const { name, document } of Object.values(manifest)) if (!byName.has(name)) byName.set(name, document);
  return Object.fromEntries(
    names.map((name) => {
      const document = byName.get(name);
      if (!document) throw new Error(`the web sends no ${name} document (apps/web/trusted-documents.json)`);
      return [name, document];
    }),
  ) as Record<N, string>;
}

/** The six catalogue operations of benchmark 2, with variables that find rows at every scale. */
export function catalogueOperations(): Operation[] {
  const docs = webDocuments<OperationName>([
    'courses',
    'course',
    'learningProgramsExplore',
    'allSearch',
    'getCart',
    'me',
  ]);
  const op = (name: OperationName, label: string, variables: Record<string, unknown>, signedIn = false): Operation => ({
    name,
    label,
    body: JSON.stringify({ query: docs[name], variables }),
    signedIn,
  });
  return [
    op('courses', 'courses (page 1 of 20)', { paginate: { page: 1, limit: 20 } }),
    op('course', 'course (program-3)', { slug: 'program-3' }),
    op('learningProgramsExplore', 'learningProgramsExplore', {}),
    op('allSearch', "allSearch ('تغذية رياضية')", { filter: { searchKey: 'تغذية رياضية' } }),
    op('getCart', 'getCart (signed in)', {}, true),
    op('me', 'me (signed in)', {}, true),
  ];
}

export function requestHeaders(token: string | null): Record<string, string> {
  return {
    'content-type': 'application/json',
    'accept-language': 'ar',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/** One call before the load: the figures mean nothing if the operation answers an error. */
export async function checkOperation(apiUrl: string, operation: Operation, token: string | null): Promise<void> {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: requestHeaders(operation.signedIn ? token : null),
    body: operation.body,
  });
  const json = (await response.json()) as {
    data?: Record<string, { success?: boolean; code?: string }>;
    errors?: unknown;
  };
  const envelope = json.data?.[operation.name];
  if (response.status !== 200 || json.errors || !envelope?.success) {
    throw new Error(`${operation.label} answered ${response.status}: ${JSON.stringify(json).slice(0, 400)}`);
  }
}
