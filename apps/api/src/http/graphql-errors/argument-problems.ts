import {
  Kind,
  type ArgumentNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type TypeNode,
  type VariableDefinitionNode,
  type ValueNode,
} from 'graphql';

/** What is wrong with one argument value, named for its translated message (`errors.argument.*`). */
export type ArgumentProblemKind =
  'integer' | 'number' | 'boolean' | 'text' | 'id' | 'choice' | 'required' | 'unknownField' | 'invalid';

export interface ArgumentProblem {
  /** The argument and the path inside its value, dot-separated: `input.rating`, `blogIds.0`. */
  field: string;
  kind: ArgumentProblemKind;
}

/*
 * The schema comes from Mercurius' copy of graphql and this module may get another one (ESM and
 * CommonJS), so types are told apart by their shape, never with graphql's instanceof helpers.
 */
interface InputType {
  toString(): string;
  ofType?: InputType;
  name?: string;
  getFields?: () => Record<string, GraphQLInputField>;
  getValues?: () => ReadonlyArray<{ name: string }>;
  parseLiteral?: (node: ValueNode, variables?: Record<string, unknown> | null) => unknown;
  parseValue?: (value: unknown) => unknown;
}
interface OutputType {
  ofType?: OutputType;
  getFields?: () => Record<string, { args: readonly GraphQLArgument[]; type: OutputType }>;
}

const isNonNull = (t: InputType) => t.toString().endsWith('!');
const isList = (t: InputType) => !isNonNull(t) && t.toString().startsWith('[');
const isInputObject = (t: InputType) => typeof t.getFields === 'function';
const isEnum = (t: InputType) => typeof t.getValues === 'function';

const scalarKinds: Record<string, ArgumentProblemKind> = {
  Int: 'integer',
  Float: 'number',
  Boolean: 'boolean',
  String: 'text',
  ID: 'id',
};
const leafKind = (t: InputType): ArgumentProblemKind =>
  isEnum(t) ? 'choice' : (scalarKinds[t.name ?? ''] ?? 'invalid');

const join = (path: readonly (string | number)[]) => path.join('.');
const requiredWithoutDefault = (f: GraphQLInputField) => isNonNull(f.type) && f.defaultValue === undefined;

function tryParse(parse: () => unknown): boolean {
  try {
    return parse() !== undefined;
  } catch {
    return false;
  }
}

/** Checks a variable's value (JSON) against its declared type, as graphql's coercion would. */
function checkRuntime(type: InputType, value: unknown, path: (string | number)[], out: ArgumentProblem[]): void {
  if (isNonNull(type)) {
    if (value === null || value === undefined) out.push({ field: join(path), kind: 'required' });
    else checkRuntime(type.ofType!, value, path, out);
    return;
  }
  if (value === null || value === undefined) return;
  if (isList(type)) {
    const items = Array.isArray(value) ? value : [value];
    items.forEach((item, i) => checkRuntime(type.ofType!, item, Array.isArray(value) ? [...path, i] : path, out));
    return;
  }
  if (isInputObject(type)) {
    if (typeof value !== 'object' || Array.isArray(value)) return void out.push({ field: join(path), kind: 'invalid' });
    const fields = type.getFields!();
    const given = value as Record<string, unknown>;
    for (const name of Object.keys(given))
      if (!fields[name]) out.push({ field: join([...path, name]), kind: 'unknownField' });
    for (const field of Object.values(fields)) {
      if (given[field.name] === undefined && requiredWithoutDefault(field))
        out.push({ field: join([...path, field.name]), kind: 'required' });
      else checkRuntime(field.type as InputType, given[field.name], [...path, field.name], out);
    }
    return;
  }
  if (!tryParse(() => type.parseValue!(value))) out.push({ field: join(path), kind: leafKind(type) });
}

interface Walk {
  variables: Record<string, unknown>;
  /** Variables already checked (each is reported once, at the first argument that uses it). */
  checked: Set<string>;
  declared: Map<string, VariableDefinitionNode>;
  schema: GraphQLSchema;
  out: ArgumentProblem[];
}

function typeOfNode(schema: GraphQLSchema, node: TypeNode): InputType | undefined {
  if (node.kind === Kind.NON_NULL_TYPE) return wrapped(typeOfNode(schema, node.type), '!');
  if (node.kind === Kind.LIST_TYPE) return wrapped(typeOfNode(schema, node.type), '[]');
  return schema.getType(node.name.value) as InputType | undefined;
}

/** A stand-in wrapper type: only its shape (toString, ofType) is read. */
function wrapped(inner: InputType | undefined, how: '!' | '[]'): InputType | undefined {
  if (!inner) return undefined;
  const name = how === '!' ? `${inner.toString()}!` : `[${inner.toString()}]`;
  return { ofType: inner, toString: () => name };
}

/** Checks a literal argument value against `type`; a variable in it is checked with its runtime value. */
function checkLiteral(type: InputType, node: ValueNode, path: (string | number)[], walk: Walk): void {
  if (node.kind === Kind.VARIABLE) {
    const name = node.name.value;
    if (walk.checked.has(name)) return;
    walk.checked.add(name);
    const declared = walk.declared.get(name);
    // An absent variable with a default in the operation takes that default.
    if (walk.variables[name] === undefined && declared?.defaultValue) return;
    const declaredType = declared ? typeOfNode(walk.schema, declared.type) : type;
    checkRuntime(declaredType ?? type, walk.variables[name], path, walk.out);
    return;
  }
  if (isNonNull(type)) {
    if (node.kind === Kind.NULL) walk.out.push({ field: join(path), kind: 'required' });
    else checkLiteral(type.ofType!, node, path, walk);
    return;
  }
  if (node.kind === Kind.NULL) return;
  if (isList(type)) {
    if (node.kind === Kind.LIST) node.values.forEach((item, i) => checkLiteral(type.ofType!, item, [...path, i], walk));
    else checkLiteral(type.ofType!, node, path, walk);
    return;
  }
  if (isInputObject(type)) {
    if (node.kind !== Kind.OBJECT) return void walk.out.push({ field: join(path), kind: 'invalid' });
    const fields = type.getFields!();
    const given = new Map(node.fields.map((f) => [f.name.value, f.value]));
    for (const name of given.keys())
      if (!fields[name]) walk.out.push({ field: join([...path, name]), kind: 'unknownField' });
    for (const field of Object.values(fields)) {
      const value = given.get(field.name);
      if (value) checkLiteral(field.type as InputType, value, [...path, field.name], walk);
      else if (requiredWithoutDefault(field)) walk.out.push({ field: join([...path, field.name]), kind: 'required' });
    }
    return;
  }
  if (isEnum(type)) {
    const known = node.kind === Kind.ENUM && type.getValues!().some((v) => v.name === node.value);
    if (!known) walk.out.push({ field: join(path), kind: 'choice' });
    return;
  }
  if (!tryParse(() => type.parseLiteral!(node, walk.variables)))
    walk.out.push({ field: join(path), kind: leafKind(type) });
}

function checkArguments(defs: readonly GraphQLArgument[], given: readonly ArgumentNode[], walk: Walk): void {
  const byName = new Map(given.map((a) => [a.name.value, a.value]));
  for (const def of defs) {
    const value = byName.get(def.name);
    if (value) checkLiteral(def.type as unknown as InputType, value, [def.name], walk);
    else if (isNonNull(def.type as unknown as InputType) && def.defaultValue === undefined)
      walk.out.push({ field: def.name, kind: 'required' });
  }
}

function namedOutput(type: OutputType | undefined): OutputType | undefined {
  let t = type;
  while (t?.ofType) t = t.ofType;
  return t;
}

function walkSelections(
  parent: OutputType | undefined,
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  walk: Walk,
  seen: Set<string>,
): void {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = parent?.getFields?.()[selection.name.value];
      if (!field) continue;
      checkArguments(field.args, selection.arguments ?? [], walk);
      if (selection.selectionSet)
        walkSelections(namedOutput(field.type), selection.selectionSet, fragments, walk, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition
        ? (walk.schema.getType(selection.typeCondition.name.value) as OutputType | undefined)
        : parent;
      walkSelections(on, selection.selectionSet, fragments, walk, seen);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) continue;
      seen.add(fragment.name.value);
      const on = walk.schema.getType(fragment.typeCondition.name.value) as OutputType | undefined;
      walkSelections(on, fragment.selectionSet, fragments, walk, seen);
    }
  }
}

function pickOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
}

/**
 * Every argument value of the operation that does not fit its type, literal or through a variable,
 * with the argument path it was given at (a variable is reported where it is used). Used to explain
 * graphql's own coercion errors in the request's language instead of its English messages.
 */
export function findArgumentProblems(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string | null,
): ArgumentProblem[] {
  const operation = pickOperation(document, operationName);
  if (!operation) return [];
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const walk: Walk = {
    variables,
    checked: new Set(),
    declared: new Map((operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, v])),
    schema,
    out: [],
  };
  walkSelections(root as unknown as OutputType, operation.selectionSet, fragments, walk, new Set());
  return walk.out;
}
