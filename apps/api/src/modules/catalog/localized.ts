import type { RequestContext } from '../../context';

/** The text in the request's language, falling back to the other language when it is empty. */
export function inLocale(ctx: RequestContext, ar: string | null | undefined, en: string | null | undefined): string {
  const [first, second] = ctx.locale === 'ar' ? [ar, en] : [en, ar];
  return first?.trim() ? first : (second ?? '');
}
