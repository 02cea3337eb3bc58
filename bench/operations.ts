import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AR_WORDS, EN_WORDS } from './search-data';

export type OperationName =
  'courses' | 'course' | 'learningProgramsExplore' | 'lecturers' | 'allSearch' | 'getCart' | 'me';

/**
 * What the goals of docs/performance.md compare an operation with: `me` is the yardstick; a
 * catalogue read must reach half its requests per second, a search a third; `other` is shown only.
 */
export type OperationGroup = 'yardstick' | 'catalogue' | 'search' | 'other';

export interface Operation {
  name: string;
  /** What the row says about the call. */
  label: string;
  body: string;
  /**
   * Sent in turn instead of `body` (its first): a read asked differently each time, which a cache
   * of answers cannot serve from memory, so the row shows what a miss costs.
   */
  bodies?: string[];
  signedIn: boolean;
}

export interface CatalogueOperation extends Operation {
  group: OperationGroup;
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
  // Two documents may share an operation name (the program page's read and its per-viewer state,
  // both `course`): the longest is the page's own, the one worth measuring.
  for (const { name, document } of Object.values(manifest)) {
    const known = byName.get(name);
    if (!known || document.length > known.length + 40) byName.set(name, document);
  }
  return Object.fromEntries(
    names.map((name) => {
      const document = byName.get(name);
      if (!document) throw new Error(`the web sends no ${name} document (apps/web/trusted-documents.json)`);
      return [name, document];
    }),
  ) as Record<N, string>;
}

/**
 * The catalogue operations of benchmarks 2 and 5, with variables that find rows at every scale:
 * the listing under each filter and sort it offers and on a deep page (page 30 exists from 0.1×
 * on), and searches common (two words in each language, one word), about a category, rare and
 * nonsense. Words come from the generated titles' vocabulary (bench/search-data.ts).
 */
export function catalogueOperations(): CatalogueOperation[] {
  const docs = webDocuments<OperationName>([
    'courses',
    'course',
    'learningProgramsExplore',
    'lecturers',
    'allSearch',
    'getCart',
    'me',
  ]);
  const op =
    (group: OperationGroup, signedIn = false) =>
    (name: OperationName, label: string, variables: Record<string, unknown>): CatalogueOperation => ({
      name,
      label,
      group,
      body: JSON.stringify({ query: docs[name], variables }),
      signedIn,
    });
  const catalogue = op('catalogue');
  // Signed in, so no answer is kept (decision 0078): each row is what a question not yet kept
  // costs, and what a signed-in learner's every read costs.
  const varied = (operation: CatalogueOperation, bodies: string[]): CatalogueOperation => ({
    ...operation,
    body: bodies[0]!,
    bodies,
    signedIn: true,
  });
  const search = (label: string, searchKey: string) =>
    op('search')('allSearch', `allSearch (${label})`, { filter: { searchKey } });
  return [
    catalogue('courses', 'courses (page 1 of 20)', { paginate: { page: 1, limit: 20 } }),
    catalogue('courses', 'courses (page 30)', { paginate: { page: 30, limit: 20 } }),
    catalogue('courses', 'courses (category, by price)', {
      filter: { categoryId: 'cat-3' },
      sort: { field: 'PRICE' },
      paginate: { page: 1, limit: 20 },
    }),
    catalogue('courses', 'courses (paid, beginner, by rating)', {
      filter: { isFree: false, level: 'BEGINNER' },
      sort: { field: 'RATING' },
      paginate: { page: 1, limit: 20 },
    }),
    catalogue('courses', 'courses (workshops, newest)', {
      filter: { type: 'WORKSHOP' },
      sort: { field: 'CREATED_AT' },
      paginate: { page: 2, limit: 20 },
    }),
    catalogue('course', 'course (program-3)', { slug: 'program-3' }),
    catalogue('learningProgramsExplore', 'learningProgramsExplore', {}),
    catalogue('lecturers', 'lecturers (page 1)', { paginate: { page: 1, limit: 20 } }),
    search("'تغذية رياضية'", 'تغذية رياضية'),
    search("'sports nutrition'", 'sports nutrition'),
    search("'أساسيات'", 'أساسيات'),
    search("'basics'", 'basics'),
    search("a category: 'Category 3'", 'Category 3'),
    search('rare: three words', 'nutrition injury basics'),
    search("nonsense: 'qzxv ضصثق'", 'qzxv ضصثق'),
    varied(
      catalogue('courses', 'courses (signed in: another filter, sort or page each time)', {}),
      listingVariations().map((variables) => JSON.stringify({ query: docs.courses, variables })),
    ),
    varied(
      search('signed in: another two-word phrase each time', ''),
      twoWordPhrases().map((searchKey) =>
        JSON.stringify({ query: docs.allSearch, variables: { filter: { searchKey } } }),
      ),
    ),
    op('other', true)('getCart', 'getCart (signed in)', {}),
    op('yardstick', true)('me', 'me (signed in)', {}),
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

/** Enough distinct reads that none repeats within a run: every sort and filter the listing offers, pages 1–30. */
function listingVariations(): Record<string, unknown>[] {
  const filters: Record<string, unknown>[] = [
    {},
    { isFree: false },
    { level: 'BEGINNER' },
    { level: 'ADVANCED' },
    { type: 'WORKSHOP' },
    { categoryId: 'cat-3' },
    { categoryId: 'cat-7' },
  ];
  const sorts = ['CREATED_AT', 'PRICE', 'RATING', 'POPULARITY'];
  const out: Record<string, unknown>[] = [];
  for (let page = 1; page <= 30; page++)
    for (const filter of filters)
      for (const field of sorts) out.push({ filter, sort: { field }, paginate: { page, limit: 20 } });
  return out;
}

/** Two-word searches from the generated titles' vocabulary, Arabic and English interleaved. */
function twoWordPhrases(): string[] {
  const out: string[] = [];
  for (let i = 0; i < AR_WORDS.length; i++)
    for (let j = 0; j < AR_WORDS.length; j++) {
      if (i === j) continue;
      out.push(`${AR_WORDS[i]} ${AR_WORDS[j]}`);
      const en = EN_WORDS[(i * 7 + j) % EN_WORDS.length]!;
      out.push(`${en} ${EN_WORDS[(j * 13 + i) % EN_WORDS.length]}`);
    }
  return out;
}
