import type { TadaDocumentNode } from 'gql.tada';
import { GraphQLRequestError, reportFailure, type GraphQLFailure } from './request-errors';
import { CONTENT_TAG } from '@/shared/config/content-tag';
import { apiBaseUrl } from '@/shared/config/server-env';

export interface RequestOptions {
  /** Sent as Accept-Language so the API translates messages; defaults to <html lang> in the browser, else Arabic. */
  locale?: string;
  /** Server side only: the incoming request's Cookie header, to act as the visitor (see server-cookie.ts). */
  cookie?: string;
  signal?: AbortSignal;
  /**
   * Server side only: let the page that renders this be cached (ISR) and revalidated after this
   * many seconds, instead of fetching per request. Use for public data the same for every visitor;
   * never with `cookie`.
   */
  revalidate?: number;
  /** Browser only: let the request finish after the page is left (analytics' last batch). */
  keepalive?: boolean;
}

type Operation = { type: GraphQLFailure['operationType']; name: string; valid: boolean };
/** Variables may be left out when none are required. */
type Args<V> =
  Partial<V> extends V ? [variables?: V, options?: RequestOptions] : [variables: V, options?: RequestOptions];

/** The document's text (graphql.ts keeps each document's source, with its fragments, in loc). */
function queryText(document: TadaDocumentNode<unknown, unknown>): string {
  return document.loc?.source.body ?? '';
}

/**
 * The document's operation, valid when it is a query or mutation whose first root field is its
 * name (`query me { me { … } }`, docs/product/api.md). gql.tada checks every field against the schema at
 * compile time, so the name is a root field of the schema without shipping their list. The
 * operation comes first in the text; its fragments follow it.
 */
function describeOperation(document: TadaDocumentNode<unknown, unknown>): Operation {
  const definition = document.definitions.find((candidate) => candidate.kind === 'OperationDefinition');
  if (!definition || definition.kind !== 'OperationDefinition') return { type: 'unknown', name: '', valid: false };
  const name = definition.name?.value ?? '';
  const text = queryText(document);
  const firstField = /^\s*([_A-Za-z][_0-9A-Za-z]*)/.exec(text.slice(text.indexOf('{') + 1))?.[1];
  const valid =
    (definition.operation === 'query' || definition.operation === 'mutation') && name !== '' && firstField === name;
  return { type: definition.operation, name, valid };
}

function endpoint(): string {
  if (typeof window !== 'undefined') return '/graphql';
  return `${apiBaseUrl()}/graphql`;
}

function defaultLocale(): string {
  if (typeof document !== 'undefined' && document.documentElement.lang) return document.documentElement.lang;
  return 'ar';
}

async function readBody(response: Response): Promise<{ data?: unknown; errors?: { message?: string }[] } | null> {
  try {
    return (await response.json()) as { data?: unknown; errors?: { message?: string }[] };
  } catch {
    return null;
  }
}

/**
 * Sends a named operation (docs/product/api.md). Throws GraphQLRequestError when the name is not a root
 * field of the schema, when no response arrives, when the status is not OK, or when the body has
 * `errors`; the failure is recorded and the error hook runs first. Envelopes with `success: false`
 * are business failures and are returned, not thrown.
 */
export async function request<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  ...[variables, options = {}]: Args<TVariables>
): Promise<TResult> {
  const operation = describeOperation(document as TadaDocumentNode<unknown, unknown>);
  const base = { operationType: operation.type, operationName: operation.name || '(anonymous)' };
  if (!operation.valid) {
    throw new GraphQLRequestError({
      ...base,
      kind: 'invalid-operation',
      status: 0,
      messages: ['Invalid GraphQL Operation'],
    });
  }
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    'accept-language': options.locale ?? defaultLocale(),
    'x-manara-client': 'web',
  };
  if (options.cookie && typeof window === 'undefined') headers.cookie = options.cookie;

  // `no-store` would make a server-rendered page dynamic; public reads ask for revalidation instead,
  // and carry the tag a content change expires (decision 0028).
  const caching: RequestInit & { next?: { revalidate: number; tags: string[] } } =
    options.revalidate !== undefined && !options.cookie && typeof window === 'undefined'
      ? { next: { revalidate: options.revalidate, tags: [CONTENT_TAG] } }
      : { cache: 'no-store' };
  let response: Response;
  try {
    response = await fetch(endpoint(), {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      ...caching,
      signal: options.signal,
      keepalive: options.keepalive,
      body: JSON.stringify({
        query: queryText(document as TadaDocumentNode<unknown, unknown>),
        variables: variables ?? {},
        operationName: operation.name,
      }),
    });
  } catch (error) {
    if ((error as Error | undefined)?.name === 'AbortError') throw error;
    throw reportFailure({ ...base, kind: 'network', status: 0, messages: [] }, error);
  }

  const body = await readBody(response);
  const messages = (body?.errors ?? []).map((e) => e.message ?? '').filter(Boolean);
  if (!response.ok) {
    throw reportFailure({ ...base, kind: 'http', status: response.status, messages });
  }
  if (!body || (body.errors && body.errors.length > 0) || body.data == null) {
    throw reportFailure({ ...base, kind: 'graphql', status: response.status, messages });
  }
  return body.data as TResult;
}
