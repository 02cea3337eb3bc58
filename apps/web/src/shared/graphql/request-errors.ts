/** What docs/product/api.md records about a failed GraphQL call. */
export interface GraphQLFailure {
  /** network: no response; http: status not OK; graphql: `errors` in the body; invalid-operation: unknown name. */
  kind: 'network' | 'http' | 'graphql' | 'invalid-operation';
  operationType: 'query' | 'mutation' | 'subscription' | 'unknown';
  operationName: string;
  /** HTTP status; 0 when no response arrived (network failure). */
  status: number;
  messages: string[];
}

/** Thrown for transport failures, GraphQL `errors` and unknown operations. Business failures are envelopes, not this. */
export class GraphQLRequestError extends Error {
  readonly kind: GraphQLFailure['kind'];
  readonly operationType: GraphQLFailure['operationType'];
  readonly operationName: string;
  readonly status: number;
  readonly messages: string[];

  constructor(failure: GraphQLFailure, options?: { cause?: unknown }) {
    const generic =
      failure.kind === 'network' ? 'Network request failed' : `GraphQL request failed with status ${failure.status}`;
    super(failure.messages[0] ?? generic, options);
    this.name = 'GraphQLRequestError';
    this.kind = failure.kind;
    this.operationType = failure.operationType;
    this.operationName = failure.operationName;
    this.status = failure.status;
    this.messages = failure.messages;
  }

  /** True when the server never answered (offline, DNS, connection refused). */
  get isNetworkError(): boolean {
    return this.kind === 'network';
  }
}

const MAX_RECORDED = 20;
const recent: GraphQLFailure[] = [];
type ErrorHook = (error: GraphQLRequestError) => void;
let hook: ErrorHook | null = null;

/** Registers the one hook run on every failure (e.g. the shell's loading bar error state); returns an unregister function. */
export function setGraphQLErrorHook(next: ErrorHook | null): () => void {
  hook = next;
  return () => {
    if (hook === next) hook = null;
  };
}

/** The last failures, oldest first (for diagnostics and tests). */
export function recentGraphQLFailures(): readonly GraphQLFailure[] {
  return recent.slice();
}

export function clearGraphQLFailures(): void {
  recent.length = 0;
}

/** Records the failure, runs the hook, and returns the error for the caller to throw. */
export function reportFailure(failure: GraphQLFailure, cause?: unknown): GraphQLRequestError {
  recent.push(failure);
  if (recent.length > MAX_RECORDED) recent.splice(0, recent.length - MAX_RECORDED);
  if (process.env.NODE_ENV !== 'production') {
    console.warn(
      `[graphql] ${failure.operationType} ${failure.operationName} failed (${failure.status})`,
      failure.messages,
    );
  }
  const error = new GraphQLRequestError(failure, cause === undefined ? undefined : { cause });
  try {
    hook?.(error);
  } catch (hookError) {
    console.error('[graphql] error hook threw', hookError);
  }
  return error;
}
