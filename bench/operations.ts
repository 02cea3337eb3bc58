import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root, tsxCli } from './lib/processes';

export type OperationName = 'courses' | 'course' | 'learningProgramsExplore' | 'allSearch' | 'getCart' | 'me';

export interface Operation {
  name: OperationName;
  /** What the row says about the call. */
  label: string;
  body: string;
  signedIn: boolean;
}

/** The web app's own documents for the benchmarked operations (bench/web-documents.ts). */
function webDocuments(): Record<OperationName, string> {
  const json = execFileSync(process.execPath, [tsxCli, path.join(root, 'bench/web-documents.ts')], {
    cwd: path.join(root, 'apps/web'),
    encoding: 'utf8',
  });
  return JSON.parse(json) as Record<OperationName, string>;
}

/** The six catalogue operations of benchmark 2, with variables that find rows at every scale. */
export function catalogueOperations(): Operation[] {
  const docs = webDocuments();
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
