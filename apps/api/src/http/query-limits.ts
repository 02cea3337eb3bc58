import { GraphQLError, Kind, type FragmentDefinitionNode, type SelectionSetNode, type ValidationRule } from 'graphql';
import { MAX_QUERY_COST, pagedFieldsOf, queryCost } from './query-cost';

export const MAX_QUERY_DEPTH = 12;
export const MAX_QUERY_FIELDS = 400;

/**
 * A cheap cost bound: the number of fields an operation selects once its fragments are spread
 * in place (aliases included), so one request cannot fan out into thousands of resolver calls,
 * not even by spreading one large fragment many times. Depth is bounded separately by Mercurius.
 */
export const fieldCountRule: ValidationRule = (context) => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const memo = new Map<string, number>();
  const cost = (set: SelectionSetNode, visiting: Set<string>): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD)
        total += 1 + (selection.selectionSet ? cost(selection.selectionSet, visiting) : 0);
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += cost(selection.selectionSet, visiting);
      else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Unknown and cyclic fragments are reported by graphql's own rules.
        if (!fragment || visiting.has(name)) continue;
        if (!memo.has(name)) memo.set(name, cost(fragment.selectionSet, new Set([...visiting, name])));
        total += memo.get(name)!;
      }
      if (total > MAX_QUERY_FIELDS) return total;
    }
    return total;
  };
  return {
    OperationDefinition(node) {
      if (cost(node.selectionSet, new Set()) > MAX_QUERY_FIELDS) {
        context.reportError(
          new GraphQLError(`Query too complex: more than ${MAX_QUERY_FIELDS} fields`, {
            nodes: node,
            extensions: { code: 'QUERY_TOO_COMPLEX' },
          }),
        );
      }
    },
  };
};

/**
 * The work a request may ask for (query-cost.ts): searches and list pages weigh by what they do
 * and return, so many aliased searches are refused before any runs (QUERY_TOO_COSTLY, translated
 * by the error formatter). Counting stops past the limit, so a huge document costs little to judge.
 */
export const queryCostRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    const cost = queryCost(context.getDocument(), node.selectionSet, {
      ceiling: MAX_QUERY_COST,
      paged: pagedFieldsOf(context.getSchema()),
    });
    if (cost > MAX_QUERY_COST) {
      context.reportError(
        new GraphQLError(`Query too costly: more than ${MAX_QUERY_COST}`, {
          nodes: node,
          extensions: { code: 'QUERY_TOO_COSTLY', maxCost: MAX_QUERY_COST },
        }),
      );
    }
  },
});

/**
 * Production has no schema introspection: `__schema` and `__type` are refused (`__typename` stays).
 * Matched by name rather than with graphql's NoSchemaIntrospectionCustomRule, whose type checks
 * fail when the rule and the schema come from two copies of graphql (ESM and CommonJS).
 */
export const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError(
          `GraphQL introspection has been disabled, but the requested query contained the field "${node.name.value}".`,
          { nodes: node },
        ),
      );
    }
  },
});
