import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema';
import { MAX_QUERY_COST, pagedFieldsOf, queryCost } from './query-cost';
import { queryCostRule } from './query-limits';

// The copy of graphql the schema was built with (Mercurius' CommonJS one), as the server validates.
const { parse, validate } = createRequire(import.meta.url)('graphql') as typeof GraphQL;
const schema = buildSchema();
const costOf = (text: string) => {
  const document = parse(text);
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition')!;
  return queryCost(document, operation.selectionSet, { paged: pagedFieldsOf(schema) });
};
const refusals = (text: string) => validate(schema, parse(text), [queryCostRule]);

const webDocuments = Object.values(
  JSON.parse(readFileSync(new URL('../../../web/trusted-documents.json', import.meta.url), 'utf8')) as Record<
    string,
    { name: string; document: string }
  >,
);

describe('query cost', () => {
  it("passes every document the web sends (its pages' requests), with room to spare", () => {
    expect(webDocuments.length).toBeGreaterThan(50);
    for (const { name, document } of webDocuments) {
      expect(refusals(document), name).toEqual([]);
      expect(costOf(document), name).toBeLessThan(MAX_QUERY_COST * 0.9);
    }
  });

  it('refuses many aliased searches, however little each selects', () => {
    const searches = (n: number) =>
      `query { ${Array.from({ length: n }, (_, i) => `s${i}: allSearch(filter: { searchKey: "x" }) { code }`).join(' ')} }`;
    expect(refusals(searches(2))).toEqual([]);
    const [error] = refusals(searches(199));
    expect(error?.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', maxCost: MAX_QUERY_COST });
    expect(refusals(searches(20))).toHaveLength(1);
  });

  it('weighs a list by its page size: literal, default, or the limit when it comes from a variable', () => {
    const courses = (args: string) => costOf(`query Q($p: PaginateInput) { courses${args} { data { items { id } } } }`);
    expect(courses('(paginate: { limit: 2 })')).toBeLessThan(courses(''));
    expect(courses('')).toBeLessThan(courses('(paginate: $p)'));
    expect(courses('(paginate: { limit: 5000 })')).toBe(courses('(paginate: $p)'));
  });

  it('counts a fragment spread under many aliases every time', () => {
    const fields = Array.from({ length: 40 }, (_, i) => `f${i}: id`).join(' ');
    const aliases = Array.from(
      { length: 10 },
      (_, i) => `c${i}: courses(paginate: { limit: 50 }) { data { items { ...F } } }`,
    );
    const text = `query { ${aliases.join(' ')} } fragment F on LearningProgram { ${fields} }`;
    expect(costOf(text)).toBeGreaterThan(MAX_QUERY_COST);
    expect(refusals(text)).toHaveLength(1);
  });
});
