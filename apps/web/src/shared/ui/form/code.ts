import { normalizeDigits } from '@manara/i18n';

/** A typed verification code with Arabic-Indic digits made ASCII and spaces dropped. */
export function normalizeCode(value: string): string {
  return normalizeDigits(value).replace(/\s+/g, '');
}

/** True for exactly six digits after normalising. */
export function isCompleteCode(value: string): boolean {
  return /^\d{6}$/.test(normalizeCode(value));
}
