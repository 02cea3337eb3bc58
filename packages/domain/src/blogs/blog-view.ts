import type { BlogRow } from '@manara/db';

/** A blog as the API shows it. */
export type BlogView = BlogRow;

/**
 * Blog HTML is sanitised when written (the content importer's allow-list sanitiser); rendering
 * passes it through here. The sanitiser lives in packages/db/src/content-import and is not
 * exported from @manara/db yet, so render-time sanitising plugs in here once it is (see report).
 */
export function toBlogView(row: BlogRow): BlogView {
  return row;
}
