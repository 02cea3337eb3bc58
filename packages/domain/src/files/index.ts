export * from './upload-models';
export * from './sniff-content-type';
export * from './schemas';
export * from './file-view';
export * from './generate-upload-link';
export * from './upload-file';
export * from './make-files-public';
export * from './check-uploaded-file';
