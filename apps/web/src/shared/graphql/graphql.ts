import type { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env';

type Graphql = ReturnType<
  typeof initGraphQLTada<{
    introspection: introspection;
    disableMasking: true;
    scalars: { DateTime: string };
  }>
>;

interface Definition {
  kind: 'OperationDefinition' | 'FragmentDefinition';
  operation?: 'query' | 'mutation' | 'subscription';
  name: { kind: 'Name'; value: string };
}

/** What the request helper reads of a document: its definitions' kinds and names, and its text. */
export interface LightDocument {
  kind: 'Document';
  definitions: Definition[];
  loc: {
    start: number;
    end: number;
    source: { body: string; name: string; locationOffset: { line: number; column: number } };
  };
}

/** The text outside every { … } (and outside comments and strings): where definitions are named. */
function topLevel(source: string): string {
  const text = source.replace(/"""[\s\S]*?"""|"(?:\\.|[^"\\])*"|#[^\n]*/g, ' ');
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '{') depth++;
    if (depth === 0) out += ch;
    if (ch === '}') depth--;
    if (depth === 0 && ch === '}') out += ' ';
  }
  return out;
}

function definitionsOf(source: string): Definition[] {
  return [...topLevel(source).matchAll(/\b(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/g)].map(
    ([, keyword, name]) =>
      keyword === 'fragment'
        ? { kind: 'FragmentDefinition', name: { kind: 'Name', value: name! } }
        : {
            kind: 'OperationDefinition',
            operation: keyword as Definition['operation'],
            name: { kind: 'Name', value: name! },
          },
  );
}

/**
 * gql.tada's `graphql()` with its types, without its runtime: gql.tada parses every document in the
 * browser (a GraphQL parser and printer in the first-load JavaScript, docs/performance.md). The request
 * helper only needs the operation's kind and name and the query text, so documents keep their
 * source (plus the fragments they use) and name their definitions from it. Fragment masking is
 * off: every field answers the same envelope, and readFragment() at each use would add noise
 * without protecting much. Types come from graphql-env.d.ts, generated from schema.graphql
 * (`npx gql.tada generate output` in apps/web).
 */
/** Each `fragment Name on Type { … }` of a fragment document's text, with its name. */
function fragmentTexts(source: string): Array<[name: string, text: string]> {
  const found: Array<[string, string]> = [];
  const pattern = /\bfragment\s+([_A-Za-z][_0-9A-Za-z]*)\s+on\b/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    let depth = 0;
    let end = source.indexOf('{', match.index);
    do {
      if (source[end] === '{') depth++;
      else if (source[end] === '}') depth--;
      end++;
    } while (depth > 0 && end < source.length);
    found.push([match[1]!, source.slice(match.index, end)]);
    pattern.lastIndex = end;
  }
  return found;
}

function lightGraphql(source: string, fragments: readonly LightDocument[] = []): LightDocument {
  let body = source;
  // A fragment may reach a document twice (directly and inside another fragment): add it once.
  const seen = new Set(definitionsOf(source).map((d) => d.name.value));
  for (const fragment of fragments) {
    for (const [name, text] of fragmentTexts(fragment.loc.source.body)) {
      if (seen.has(name)) continue;
      seen.add(name);
      body += `\n${text}`;
    }
  }
  return {
    kind: 'Document',
    definitions: definitionsOf(body),
    loc: { start: 0, end: body.length, source: { body, name: 'GraphQLTada', locationOffset: { line: 1, column: 1 } } },
  };
}

export const graphql = Object.assign(lightGraphql, {
  scalar: (_name: string, value: unknown) => value,
  persisted: (documentId: string, document?: LightDocument) => ({
    kind: 'Document',
    definitions: document?.definitions ?? [],
    documentId,
  }),
}) as unknown as Graphql;

export type { ResultOf, VariablesOf } from 'gql.tada';
