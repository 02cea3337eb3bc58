import { formatCairoTime, translate, type Locale } from '@manara/i18n';

export interface NotificationTexts {
  arTitle: string;
  enTitle: string;
  arBody: string;
  enBody: string;
}

/** A value given per language (a program title) or the same in both (an order reference). */
export type Localized = string | { ar: string; en: string };

const inLocale = (value: Localized, locale: Locale) => (typeof value === 'string' ? value : value[locale]);

/**
 * The title and body of an event's notification in both languages, from the `notifications`
 * catalogue (`events.<titleKey>.title`, `events.<bodyKey>.body`).
 */
export function notificationTexts(
  titleKey: string,
  params: Record<string, Localized | number> = {},
  bodyKey = titleKey,
): NotificationTexts {
  const texts = (locale: Locale) => {
    const values = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? v : inLocale(v, locale)]),
    );
    return {
      title: translate(locale, `notifications.events.${titleKey}.title`, values),
      body: translate(locale, `notifications.events.${bodyKey}.body`, values),
    };
  };
  const ar = texts('ar');
  const en = texts('en');
  return { arTitle: ar.title, enTitle: en.title, arBody: ar.body, enBody: en.body };
}

/** A Cairo clock time in both languages, for texts that name a time. */
export function cairoTimeIn(date: Date): { ar: string; en: string } {
  return { ar: formatCairoTime(date, 'ar'), en: formatCairoTime(date, 'en') };
}
