import { sanitizeHtml, type BlogRow } from '@manara/db';

/** A blog as the API shows it. */
export type BlogView = BlogRow;

/**
 * Blog HTML is sanitised when written (the content importer's allow-list sanitiser) and again
 * here on the way out, so a row written by any other path (an admin tool, a manual fix in the
 * database) still cannot carry script into a page.
 */
export function toBlogView(row: BlogRow): BlogView {
  return { ...row, enContent: sanitizeHtml(row.enContent), arContent: sanitizeHtml(row.arContent) };
}
