import { createRequire } from 'node:module';
import {
  buildSchema as schemaFromSdl,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type printSchema,
} from 'graphql';
import { buildSchema } from '../../schema';

export interface Operation {
  kind: 'query' | 'mutation';
  name: string;
  args: readonly GraphQLArgument[];
  /** A document calling only this field, every argument passed through a variable of its type. */
  document: string;
}

const ENVELOPE = 'code message success fieldErrors { field message }';
/** How deep the data selection goes; deep enough to run nested resolvers, shallow enough for the query limits. */
const DATA_DEPTH = 3;
const MAX_SELECTED = 250;

/** Scalars and nested objects of `type` down to `depth`, skipping fields that need arguments. */
function selectionOf(type: GraphQLNamedType, depth: number, budget: { left: number }): string {
  if (isLeafType(type)) return '';
  if (!isObjectType(type)) return '__typename';
  const parts: string[] = [];
  const fields = Object.values(type.getFields()) as Array<GraphQLField<unknown, unknown>>;
  for (const field of fields) {
    if (budget.left <= 0) break;
    if (field.args.some((a) => isNonNullType(a.type))) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) {
      parts.push(field.name);
      budget.left -= 1;
    } else if (depth > 0) {
      const inner = selectionOf(named, depth - 1, budget);
      if (inner) {
        parts.push(`${field.name} { ${inner} }`);
        budget.left -= 1;
      }
    }
  }
  return parts.length ? parts.join(' ') : '__typename';
}

function dataSelection(field: GraphQLField<unknown, unknown>): string {
  const envelope = getNamedType(field.type);
  if (!isObjectType(envelope)) return '';
  const data = envelope.getFields().data;
  if (!data) return '';
  const named = getNamedType(data.type);
  if (isLeafType(named)) return ' data';
  return ` data { ${selectionOf(named, DATA_DEPTH, { left: MAX_SELECTED })} }`;
}

/**
 * The API's schema as this module's graphql instance sees it. Pothos builds with the CommonJS
 * graphql while the test runner loads the ES build, so the schema is printed with the former
 * and rebuilt from its SDL.
 */
export function apiSchema(): GraphQLSchema {
  const cjs = createRequire(import.meta.url)('graphql') as { printSchema: typeof printSchema };
  return schemaFromSdl(cjs.printSchema(buildSchema()));
}

/** Every root field of the schema as a callable operation. */
export function operationsOf(schema: GraphQLSchema = apiSchema()): Operation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  const out: Operation[] = [];
  for (const [kind, root] of roots) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const vars = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const document =
        `${kind} Fuzz${vars ? `(${vars})` : ''} { ${field.name}${call ? `(${call})` : ''} ` +
        `{ ${ENVELOPE}${dataSelection(field as GraphQLField<unknown, unknown>)} } }`;
      out.push({ kind, name: field.name, args: field.args, document });
    }
  }
  return out;
}
