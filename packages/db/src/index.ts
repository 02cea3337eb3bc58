export * from './client';
export { isDatabaseUnavailable } from './database-unavailable';
export * from './migrate';
export * from './startup-lock';
export * as schema from './schema/index';
export * from './queries/index';
export { sanitizeHtml } from './content-import/sanitize-html';
