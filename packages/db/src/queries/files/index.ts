export * from './files';
export * from './upload-usage';
export * from './expired-uploads';
