// `#intl` in server components: next-intl reads the request's language and catalogue itself.
import type { Locale } from '@manara/i18n';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the server side of #intl is next-intl itself
import { useLocale as useRequestLocale } from 'next-intl';

// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- as above
export { useTranslations } from 'next-intl';

export function useLocale(): Locale {
  return useRequestLocale() as Locale;
}
