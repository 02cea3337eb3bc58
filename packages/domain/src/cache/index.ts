export { bumpCatalogueGeneration } from './bump-catalogue-generation';
export { loadCatalogueCached } from './load-catalogue-cached';
export { keepCatalogueAnswer } from './keep-catalogue-answer';
export { readCatalogueAnswer } from './read-catalogue-answer';
