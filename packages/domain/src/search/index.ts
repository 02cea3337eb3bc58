export * from './search-terms';
export * from './search-catalogue';
