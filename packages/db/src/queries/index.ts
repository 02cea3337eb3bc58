// One folder per area, one file per table (decision 0029).
export * from './blogs/index';
export * from './catalog/index';
export * from './certificates/index';
export * from './commerce/index';
export * from './community/index';
export * from './contact/index';
export * from './discovery/index';
export * from './files/index';
export * from './identity/index';
export * from './invoices/index';
export * from './learning/index';
export * from './lecturers/index';
export * from './mail/index';
export * from './notifications/index';
export * from './platform/index';
export * from './search/index';
export * from './video/index';
