import { normalizeDigits } from '@manara/i18n';

/** `?page=` as a page number: 1 unless a whole number from 1 up (Arabic-Indic digits accepted). */
export function pageParam(value: string | null): number {
  const page = Number(normalizeDigits(value ?? '').trim());
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
