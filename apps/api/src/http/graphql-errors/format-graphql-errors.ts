import { translate, type Locale } from '@manara/i18n';
import { parse, type GraphQLSchema } from 'graphql';
import mercurius from 'mercurius';
import { withoutSuggestions } from '../../security/hide-suggestions';
import { findArgumentProblems, type ArgumentProblem } from './argument-problems';

type Execution = Parameters<typeof mercurius.defaultErrorFormatter>[0];
type FormatterContext = Parameters<typeof mercurius.defaultErrorFormatter>[1];

export interface ClientError {
  message: string;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  extensions?: Record<string, unknown>;
}

/** graphql-js and graphql-jit messages for argument values that do not fit their types. */
const ARGUMENT_VALUE_ERRORS = [
  /cannot represent/,
  /does not exist in ".*" enum/,
  /^Expected value of type/,
  /of required type ".*" was not provided/,
  /is not defined by type/,
  /is required, but it was not provided/,
  /^Variable "\$\w+" got invalid value/,
  /^Variable "\$\w+" of non-null type .* must not be null/,
];
const isArgumentValueError = (message: string) => ARGUMENT_VALUE_ERRORS.some((re) => re.test(message));

/** Error codes our own validation rules raise, answered with the translated envelope message. */
const TRANSLATED_CODES = new Set(['QUERY_TOO_COSTLY', 'QUERY_TOO_COMPLEX']);
/** Mercurius' depth limit names no code of its own. */
const TOO_DEEP = /exceeds maximum operation depth/;

interface RequestInput {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/** The document, variables and operation name of the request, as Mercurius read them (POST or GET). */
function requestInput(context: FormatterContext): RequestInput {
  const request = (context as { reply?: { request?: { method?: string; body?: unknown; query?: unknown } } }).reply
    ?.request;
  const input = (request?.method === 'GET' ? request.query : request?.body) as RequestInput | undefined;
  if (!input) return {};
  let variables = input.variables;
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables);
    } catch {
      variables = {};
    }
  }
  return { ...input, variables };
}

function problemsOf(schema: GraphQLSchema, context: FormatterContext): ArgumentProblem[] {
  const { query, variables, operationName } = requestInput(context);
  if (typeof query !== 'string') return [];
  try {
    const vars = variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : {};
    return findArgumentProblems(schema, parse(query), vars, typeof operationName === 'string' ? operationName : null);
  } catch {
    return [];
  }
}

const argumentError = (locale: Locale, problem: ArgumentProblem): ClientError => ({
  message: translate(locale, `errors.argument.${problem.kind}`),
  extensions: { code: 'VALIDATION_FAILED', field: problem.field },
});

/**
 * Mercurius' error formatter. Resolvers answer envelopes, so anything here is a malformed request
 * or a bug: the client gets messages only, never stacks or internals. Argument values of the wrong
 * type (a string for an Int, an unknown enum value, a float for an integer…), literal or through
 * variables, become one translated error per argument path with
 * `extensions: { code: 'VALIDATION_FAILED', field }` and HTTP 400, instead of graphql's English
 * messages with schema suggestions (docs/security.md, "API errors").
 */
export function createErrorFormatter(schema: GraphQLSchema, { hideSuggestions }: { hideSuggestions: boolean }) {
  return (execution: Execution, context: FormatterContext) => {
    const formatted = mercurius.defaultErrorFormatter(execution, context);
    const locale: Locale = (context as { locale?: Locale }).locale ?? 'ar';
    const errors: ClientError[] = [];
    let argumentErrors = 0;
    for (const e of formatted.response.errors ?? []) {
      const extensionCode = (e.extensions as { code?: unknown } | undefined)?.code;
      const code = TOO_DEEP.test(e.message) ? 'QUERY_TOO_COMPLEX' : extensionCode;
      if (typeof code === 'string' && TRANSLATED_CODES.has(code))
        errors.push({ message: translate(locale, `errors.${code}`), extensions: { ...e.extensions, code } });
      else if (isArgumentValueError(e.message)) argumentErrors += 1;
      // "Did you mean …" would spell out the schema that production's closed introspection hides.
      else
        errors.push({ message: hideSuggestions ? withoutSuggestions(e.message) : e.message, locations: e.locations });
    }
    if (argumentErrors === 0)
      return { statusCode: formatted.statusCode, response: { data: formatted.response.data ?? null, errors } };
    const problems = problemsOf(schema, context);
    const explained =
      problems.length > 0
        ? problems.map((p) => argumentError(locale, p))
        : [{ message: translate(locale, 'errors.argument.invalid'), extensions: { code: 'VALIDATION_FAILED' } }];
    return { statusCode: 400, response: { data: null, errors: [...explained, ...errors] } };
  };
}
