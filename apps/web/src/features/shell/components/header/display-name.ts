import type { Locale } from '@manara/i18n';
import type { SessionUser } from '@/features/auth/session-types';

type NamedUser = Pick<SessionUser, 'arFullName' | 'enFullName' | 'firstName' | 'lastName'>;

/** The full name in the page language (docs/product/shell.md profile dropdown), falling back to the other one. */
export function displayName(user: NamedUser, locale: Locale): string {
  const preferred = locale === 'ar' ? user.arFullName : user.enFullName;
  const other = locale === 'ar' ? user.enFullName : user.arFullName;
  return (preferred || other || `${user.firstName} ${user.lastName}`).trim();
}
