import { sanitizeHtml } from '@manara/db';

/**
 * Rich text (program and diploma 'about') is sanitised on import and again when it is shown, in
 * case a row was written some other way. Called by the field resolvers, so lists that do not ask
 * for the text do not pay for it.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html);
}
