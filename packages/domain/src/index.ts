export * from './errors/index';
export * from './validation/index';
export * from './ports/index';
export * from './deps';
export * from './identity/index';
