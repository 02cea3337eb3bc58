import { normalizeDigits } from '@manara/i18n';

/** Deepest page a link may ask for; anything else is read as the first page. */
const MAX_PAGE = 10_000;

/** The `page` query value as a page number (Arabic-Indic digits accepted); 1 when absent or malformed. */
export function pageFromQuery(value: string | null | undefined): number {
  const text = normalizeDigits((value ?? '').trim());
  if (!/^\d{1,5}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}
