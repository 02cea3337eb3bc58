export * from './search-documents';
