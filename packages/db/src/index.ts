export * from './client';
export * from './migrate';
export * as schema from './schema/index';
export * from './queries/index';
export { sanitizeHtml } from './content-import/sanitize-html';
