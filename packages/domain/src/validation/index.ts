export * from './parse-input';
export * from './fields';
export * from './plain-text';
