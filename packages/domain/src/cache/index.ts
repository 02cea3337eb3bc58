export { bumpCatalogueGeneration } from './bump-catalogue-generation';
export { loadCatalogueCached } from './load-catalogue-cached';
