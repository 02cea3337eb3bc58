import { catalogs, isLocale, defaultLocale } from '@manara/i18n';
import { getRequestConfig } from 'next-intl/server';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return { locale, messages: catalogs[locale], timeZone: 'Africa/Cairo' };
});
