export * from './invoice-view';
export * from './invoice-seller';
export * from './invoice-file-name';
export * from './schemas';
export * from './render-invoice-html';
export * from './get-invoice-by-transaction-id';
export * from './request-invoice-download';
export * from './download-invoice';
