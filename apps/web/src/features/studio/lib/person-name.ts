import type { Locale } from '@manara/i18n';

/** A person's name in the page's language. */
export const personName = (
  person: { firstName: string; lastName: string; arFirstName: string; arLastName: string },
  locale: Locale,
) => (locale === 'ar' ? `${person.arFirstName} ${person.arLastName}` : `${person.firstName} ${person.lastName}`);
