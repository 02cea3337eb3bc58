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

/** A list (tags, a program's outcomes) of the request's language, the other language's when it has none (like `inLocale`). */
export function listInLocale(ctx: RequestContext, ar: string[], en: string[]): string[] {
  if (ctx.locale === 'ar') return ar.length > 0 ? ar.map((item) => arabicTypography(item)) : en;
  return en.length > 0 ? en : ar;
}

/** The request language's own text or null: a search title in the other language would misname the page. */
export function ownLanguageOnly(ctx: RequestContext, ar: string | null, en: string | null): string | null {
  const text = (ctx.locale === 'ar' ? ar : en)?.trim();
  if (!text) return null;
  return ctx.locale === 'ar' ? arabicTypography(text) : text;
}
