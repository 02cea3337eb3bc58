import { translate, type Locale } from '@manara/i18n';
import type { EarningLine } from './compute-earning-lines';
import type { LecturerEarnings } from './load-earnings';

/** Piastres as plain EGP with two decimals (`-12.50`), never through a float. */
export function egpText(piastres: number): string {
  const abs = Math.abs(piastres);
  return `${piastres < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as a percent with up to two decimals (`37.5`). */
export function percentText(bps: number): string {
  return `${Math.floor(bps / 100)}${
    bps % 100
      ? `.${String(bps % 100)
          .padStart(2, '0')
          .replace(/0$/, '')}`
      : ''
  }`;
}

/** The statement's texts in one language (invoices.pdf.statement). */
export const statementText =
  (locale: Locale) =>
  (key: string, params: Record<string, string> = {}) =>
    translate(locale, `invoices.pdf.statement.${key}`, params);

/** The lecturer's name in the language, the other one when it is empty. */
export function lecturerName(earnings: LecturerEarnings, locale: Locale): string {
  const { firstName, lastName, arFirstName, arLastName } = earnings.lecturer;
  const ar = `${arFirstName} ${arLastName}`.trim();
  const en = `${firstName} ${lastName}`.trim();
  return (locale === 'ar' ? ar : en) || en || ar;
}

/** What a line was for: the program, and a diploma's program after it. */
export function lineProgram(line: EarningLine, locale: Locale): string {
  const pick = (ar: string | null, en: string | null) => (locale === 'ar' ? ar || en : en || ar) ?? '';
  const title = pick(line.arTitle, line.enTitle);
  const part = pick(line.arPartTitle, line.enPartTitle);
  return part ? `${title} › ${part}` : title;
}

/** `earnings-<yyyy-mm>-<lecturer id's first block>.<ext>`. */
export function statementFileName(lecturerId: string, month: string, extension: 'csv' | 'pdf'): string {
  return `earnings-${month.replace(/[^0-9-]/g, '')}-${lecturerId.slice(0, 8).replace(/[^a-f0-9]/g, '')}.${extension}`;
}
