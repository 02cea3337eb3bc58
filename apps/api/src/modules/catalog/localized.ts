import { arabicTypography } from '@manara/i18n';
import type { RequestContext } from '../../context';

/**
 * The text in the request's language, falling back to the other language when it is empty. Arabic
 * text (plain or sanitised HTML) is set as Arabic pages show numbers and left-to-right runs
 * (decision 0050); an English fallback is left as it is.
 */
export function inLocale(ctx: RequestContext, ar: string | null | undefined, en: string | null | undefined): string {
  if (ctx.locale === 'ar') return ar?.trim() ? arabicTypography(ar) : (en ?? '');
  return en?.trim() ? en : (ar ?? '');
}
