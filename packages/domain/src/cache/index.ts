export { loadCached } from './load-cached';
