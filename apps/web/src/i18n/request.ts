import { isLocale, defaultLocale } from '@manara/i18n';
import { getRequestConfig } from 'next-intl/server';
import { compiledCatalog } from './compiled-messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: compiledCatalog(locale), timeZone: 'Africa/Cairo' };
});
