import type { Locale } from '@manara/i18n';
import type { Caller } from '../deps';

/**
 * The caller plus the request's language, used where no user language is known yet (the
 * default favLang at sign-up). Resolvers pass `{ ...ctx.caller, locale: ctx.locale }`.
 */
export interface RequestCaller extends Caller {
  locale?: Locale;
}
