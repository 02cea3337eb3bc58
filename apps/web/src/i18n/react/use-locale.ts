import type { Locale } from '@manara/i18n';
import { useIntlValue } from './use-intl-value';

export function useLocale(): Locale {
  return useIntlValue().locale;
}
