export { createMemoryCache } from './create-memory-cache';
export { loadCached } from './load-cached';
