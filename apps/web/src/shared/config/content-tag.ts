/**
 * The cache tag on every public read the web caches (shared/graphql/request.ts): a change to what
 * learners see expires them all at once (decision 0028). Changes are rare next to visits, and a
 * page re-renders from the API in milliseconds, so finer tags would buy little.
 */
export const CONTENT_TAG = 'content';
