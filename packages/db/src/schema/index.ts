export * from './enums';
export * from './identity';
export * from './catalog';
export * from './content';
export * from './engagement';
