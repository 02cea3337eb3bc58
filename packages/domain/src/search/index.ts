export * from './search-terms';
export * from './search-catalogue';
export * from './search-for-caller';
