import {
  Kind,
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** The most a request may cost (docs/security.md, "GraphQL in production"; decision 0036). */
export const MAX_QUERY_COST = 6000;

/** What one root field costs on its own, beyond its selections: the work behind it. */
export const FIELD_WEIGHTS: Readonly<Record<string, number>> = {
  // Four trigram searches over titles and bodies: the most expensive read there is.
  allSearch: 500,
  // One request for the home page's strips: several list queries.
  learningProgramsExplore: 300,
  LearningProgramsByCategory: 100,
};
/** Any field that pages through a list: a count and a page query. */
const LIST_WEIGHT = 20;

interface PageSize {
  /** Where the size is read: an argument, or a field of an input-object argument. */
  argument: string;
  field?: string;
  byDefault: number;
  max: number;
}

/** Page sizes of list fields, with the API's own defaults and limits (paging.ts, search-catalogue.ts). */
const PAGINATE: PageSize = { argument: 'paginate', field: 'limit', byDefault: 12, max: 50 };
const PAGE_SIZES: Readonly<Record<string, PageSize>> = {
  // Up to `limit` of each of four kinds; the four lists are among the selections.
  allSearch: { argument: 'filter', field: 'limit', byDefault: 4, max: 20 },
  // Up to `limit` of each of three kinds, likewise.
  LearningProgramsByCategory: { argument: 'limit', byDefault: 12, max: 50 },
  mostPopularCourses: { argument: 'limit', byDefault: 8, max: 50 },
  learningProgramsExplore: { argument: 'popularCoursesLimit', byDefault: 8, max: 50 },
};

function literalInt(node: ValueNode | undefined): number | 'variable' | undefined {
  if (!node || node.kind === Kind.NULL) return undefined;
  if (node.kind === Kind.VARIABLE) return 'variable';
  if (node.kind === Kind.INT) return Number(node.value);
  return undefined;
}

/**
 * How many items a list field may return: a literal size (capped at the API's limit), the default
 * when none is given, and the limit when it comes from a variable (validation sees no variables).
 */
function pageSizeOf(field: FieldNode, paged: ReadonlySet<string>): number | null {
  const name = field.name.value;
  const size = PAGE_SIZES[name] ?? (paged.has(name) ? PAGINATE : null);
  if (!size) return null;
  const argument = field.arguments?.find((a) => a.name.value === size.argument);
  let value: number | 'variable' | undefined;
  if (argument && size.field) value = objectField(argument, size.field);
  else value = literalInt(argument?.value);
  if (value === 'variable') return size.max;
  if (value === undefined) return size.byDefault;
  return Math.max(1, Math.min(value, size.max));
}

function objectField(argument: ArgumentNode, name: string): number | 'variable' | undefined {
  if (argument.value.kind === Kind.VARIABLE) return 'variable';
  if (argument.value.kind !== Kind.OBJECT) return undefined;
  return literalInt(argument.value.fields.find((f) => f.name.value === name)?.value);
}

type FieldsOf = () => Record<string, { args?: ReadonlyArray<{ name: string }> }>;
const pagedBySchema = new WeakMap<object, ReadonlySet<string>>();

/**
 * Names of the root query fields that take `paginate` (only root fields page), so a list asked
 * for without one still counts its default page. Read by shape: the schema may come from another
 * copy of graphql than this module.
 */
export function pagedFieldsOf(schema: GraphQLSchema): ReadonlySet<string> {
  let paged = pagedBySchema.get(schema);
  if (!paged) {
    const fields = (schema.getQueryType() as unknown as { getFields?: FieldsOf } | null)?.getFields?.() ?? {};
    paged = new Set(
      Object.entries(fields)
        .filter(([, field]) => field.args?.some((a) => a.name === 'paginate'))
        .map(([name]) => name),
    );
    pagedBySchema.set(schema, paged);
  }
  return paged;
}

/**
 * What an operation may cost, from its document alone: every field counts 1, fragments spread in
 * place (aliases included); a root field that does real work adds its weight; the selections under
 * a root list field count once per item it may return (its page size). So 200 aliased searches, or one
 * huge page of nested lists, are refused before anything runs. Stops counting past `ceiling`.
 */
export function queryCost(
  document: DocumentNode,
  selectionSet: SelectionSetNode,
  { ceiling = Infinity, paged = new Set<string>() }: { ceiling?: number; paged?: ReadonlySet<string> } = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const memo = new Map<string, number>();
  // Root fields (the only ones that search or page) carry weights and page sizes; below them every
  // field counts 1. A fragment costs the same wherever it is spread below the root.
  const cost = (set: SelectionSetNode, visiting: Set<string>, root: boolean): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const size = root ? pageSizeOf(selection, paged) : null;
        const weight = root ? (FIELD_WEIGHTS[selection.name.value] ?? (size === null ? 0 : LIST_WEIGHT)) : 0;
        const children = selection.selectionSet ? cost(selection.selectionSet, visiting, false) : 0;
        total += 1 + weight + (size ?? 1) * children;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) total += cost(selection.selectionSet, visiting, root);
      else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // Unknown and cyclic fragments are reported by graphql's own rules.
        if (!fragment || visiting.has(name)) continue;
        const key = `${root}:${name}`;
        if (!memo.has(key)) memo.set(key, cost(fragment.selectionSet, new Set([...visiting, name]), root));
        total += memo.get(key)!;
      }
      if (total > ceiling) return total;
    }
    return total;
  };
  return cost(selectionSet, new Set(), true);
}
