import { randomInt } from 'node:crypto';
import type { Locale } from '@manara/i18n';

export interface PersonNames {
  firstName: string;
  lastName: string;
  arFirstName: string;
  arLastName: string;
}

function joinName(first: string, last: string): string {
  return [first, last]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** Arabic full name: Arabic first name, a space, Arabic last name. */
export function arFullName(names: PersonNames): string {
  return joinName(names.arFirstName, names.arLastName);
}

/** English (Latin) full name: first name, a space, last name. */
export function enFullName(names: PersonNames): string {
  return joinName(names.firstName, names.lastName);
}

/** The full name in a request's language. */
export function fullNameIn(names: PersonNames, locale: Locale): string {
  return locale === 'ar' ? arFullName(names) : enFullName(names);
}

/** The first name a message in `locale` greets with. */
export function firstNameIn(names: PersonNames, locale: Locale): string {
  return (locale === 'ar' ? names.arFirstName : names.firstName).trim();
}

const MAX_SLUG_BASE = 60;

/**
 * Slug base of a user: the Latin name folded to ASCII (accents dropped), lower-case, runs of
 * anything else turned into one hyphen. Names with no Latin letters fall back to "user".
 */
export function userSlugBase(firstName: string, lastName: string): string {
  const slug = joinName(firstName, lastName)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_BASE)
    .replace(/-+$/, '');
  return slug || 'user';
}

const SUFFIX_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function randomSlugSuffix(length = 6): string {
  let suffix = '';
  for (let i = 0; i < length; i++) suffix += SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)];
  return suffix;
}

/** The bare base first, then a few suffixed variants; the first free one wins. */
export function slugCandidates(base: string, count = 4): string[] {
  return [base, ...Array.from({ length: count - 1 }, () => `${base}-${randomSlugSuffix()}`)];
}
