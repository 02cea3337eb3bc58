import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env';

/**
 * Typed GraphQL documents. Types come from graphql-env.d.ts, generated from schema.graphql
 * (`npx gql.tada generate output` in apps/web). Fragment masking is off: every field answers
 * the same envelope, and readFragment() at each use would add noise without protecting much.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
  scalars: { DateTime: string };
}>();

export type { FragmentOf, ResultOf, VariablesOf, TadaDocumentNode } from 'gql.tada';
