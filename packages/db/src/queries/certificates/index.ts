export * from './certificates';
