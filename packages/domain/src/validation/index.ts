export * from './parse-input';
export * from './fields';
