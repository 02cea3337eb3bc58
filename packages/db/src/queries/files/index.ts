export * from './files';
export * from './upload-references';
