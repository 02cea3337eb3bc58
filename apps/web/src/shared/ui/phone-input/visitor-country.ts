import { request } from '@/shared/graphql/request';
import { visitorCountryQuery } from './visitor-country-documents';

const STORAGE_KEY = 'manara.visitorCountry';
let pending: Promise<string | null> | null = null;

/**
 * The visitor's country, asked of the API once per tab session and shared by every phone field on
 * the page ('' is kept for "unknown", so an unconfigured lookup is not asked again either).
 */
export function lookUpVisitorCountry(): Promise<string | null> {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved !== null) return Promise.resolve(saved || null);
  } catch {
    // Storage refused (private mode): ask, once per page.
  }
  pending ??= request(visitorCountryQuery)
    .then(({ visitorCountry }) => (visitorCountry.success ? (visitorCountry.data ?? null) : null))
    .catch(() => null)
    .then((code) => {
      try {
        sessionStorage.setItem(STORAGE_KEY, code ?? '');
      } catch {
        // Not kept: the next page asks again.
      }
      return code;
    });
  return pending;
}
