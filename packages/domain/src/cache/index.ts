export { bumpCatalogueGeneration } from './bump-catalogue-generation';
export { loadCached } from './load-cached';
export { loadCatalogueCached } from './load-catalogue-cached';
