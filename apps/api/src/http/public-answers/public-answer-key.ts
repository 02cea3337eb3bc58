import { createHash } from 'node:crypto';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * Root fields whose answer is the same for every signed-out visitor (decision 0078): the catalogue,
 * its lecturers, categories, reviews and search. Each reads published content only, writes nothing,
 * and reads neither the caller's address nor a guest cart.
 */
export const PUBLIC_ANSWER_FIELDS: ReadonlySet<string> = new Set([
  'activeCategories',
  'allSearch',
  'categories',
  'category',
  'course',
  'courses',
  'diploma',
  'diplomasSite',
  'learningProgramsExplore',
  'lecturer',
  'lecturers',
  'mostPopularCourses',
  'reviewSummary',
  'reviews',
]);

interface GraphqlBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/** Whether a document is one query selecting only public answer fields; remembered per text (parsing costs more than a lookup). */
const verdicts = new LRUCache<string, boolean>({ max: 2000 });

function selectsOnlyPublicFields(query: string): boolean {
  const known = verdicts.get(query);
  if (known !== undefined) return known;
  let verdict = false;
  try {
    const operations = parse(query).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    const [operation] = operations;
    verdict =
      operations.length === 1 &&
      operation!.operation === 'query' &&
      operation!.selectionSet.selections.every(
        (s) => s.kind === Kind.FIELD && PUBLIC_ANSWER_FIELDS.has(s.name.value) && !s.directives?.length,
      );
  } catch {
    // A document that does not parse is GraphQL's to answer.
  }
  verdicts.set(query, verdict);
  return verdict;
}

/**
 * The cache key of a signed-out visitor's POSTed GraphQL request whose answer every visitor
 * shares (document, variables, operation name, language), or null when it is not one.
 */
export function publicAnswerKey(body: unknown, locale: string): string | null {
  const { query, variables, operationName } = (body ?? {}) as GraphqlBody;
  if (typeof query !== 'string' || !selectsOnlyPublicFields(query)) return null;
  const digest = createHash('sha256')
    .update(JSON.stringify([query, variables ?? {}, operationName ?? null, locale]))
    .digest('base64url');
  return `answer:${digest}`;
}
