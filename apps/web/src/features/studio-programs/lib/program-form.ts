import { normalizeDigits, type Locale } from '@manara/i18n';
import { cairoWallTimeToDate, dateToCairoWallTime } from '@/features/studio/lib/cairo-wall-time';
import type { StudioProgram } from '../api/studio-program-documents';
import { isProgramListKey, linesOf, pageTextValuesOf, type ProgramPageTextValues } from './program-page-texts';

/** The editor's fields as typed (strings, as inputs hold them). */
export interface ProgramFormValues extends ProgramPageTextValues {
  arTitle: string;
  enTitle: string;
  arSummary: string;
  enSummary: string;
  arAbout: string;
  enAbout: string;
  slug: string;
  categoryId: string;
  level: string;
  language: string;
  learningTime: string;
  learningTimeUnit: string;
  originalPrice: string;
  priceAfterDiscount: string;
  /** The discount's window as Cairo `datetime-local` values; empty: an open end (decision 0072). */
  discountStartsAt: string;
  discountEndsAt: string;
  hasCertificate: boolean;
  thumbnail: string;
  /** A COURSE_PROMO_VIDEO key, an imported https address, or empty: none. */
  promoVideo: string;
  /** The owning lecturer's id, empty for none; only administrators may change it. */
  lecturerId: string;
  /** Lecturer ids shown beside the owner, in order (decision 0076). */
  coLecturerIds: string[];
}

type Editable = Pick<StudioProgram, keyof ProgramFormValues>;

/** A number as an input shows it: the page's digits, no grouping ("٢٧٩٩٫٥" in Arabic). */
function inputNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : 'en-US', {
    useGrouping: false,
    maximumFractionDigits: 2,
  }).format(value);
}

const wallTimeOf = (value: unknown) => (value ? dateToCairoWallTime(new Date(String(value))) : '');

export function formValuesOf(program: Editable, locale: Locale): ProgramFormValues {
  return {
    arTitle: program.arTitle,
    enTitle: program.enTitle,
    arSummary: program.arSummary,
    enSummary: program.enSummary,
    arAbout: program.arAbout,
    enAbout: program.enAbout,
    slug: program.slug,
    categoryId: program.categoryId ?? '',
    level: program.level,
    language: program.language,
    learningTime: inputNumber(program.learningTime, locale),
    learningTimeUnit: program.learningTimeUnit,
    originalPrice: inputNumber(program.originalPrice, locale),
    priceAfterDiscount: program.priceAfterDiscount === null ? '' : inputNumber(program.priceAfterDiscount, locale),
    discountStartsAt: wallTimeOf(program.discountStartsAt),
    discountEndsAt: wallTimeOf(program.discountEndsAt),
    hasCertificate: program.hasCertificate,
    thumbnail: program.thumbnail ?? '',
    promoVideo: program.promoVideo ?? '',
    lecturerId: program.lecturerId ?? '',
    coLecturerIds: [...program.coLecturerIds],
    ...pageTextValuesOf(program),
  };
}

/** A typed number ("٤٥٠٫٥" or "450.5"); what is not a number goes to the API as NaN's stand-in -1, which it refuses. */
function numberOf(text: string): number {
  const value = Number(normalizeDigits(text).replace('٫', '.').replace(',', '.').trim());
  return text.trim() === '' || !Number.isFinite(value) ? -1 : value;
}

export type ProgramChanges = Record<string, string | string[] | number | boolean | null>;

/** Only what differs from the program as loaded, in the API's types (ProgramChangesInput). */
export function changesFrom(program: Editable, values: ProgramFormValues, locale: Locale): ProgramChanges {
  const before = formValuesOf(program, locale);
  const changes: ProgramChanges = {};
  for (const key of Object.keys(values) as (keyof ProgramFormValues)[]) {
    if (JSON.stringify(values[key]) === JSON.stringify(before[key])) continue;
    const value = values[key];
    if (typeof value === 'boolean' || Array.isArray(value)) changes[key] = value;
    else if (key === 'learningTime' || key === 'originalPrice') changes[key] = numberOf(value);
    else if (key === 'priceAfterDiscount') changes[key] = value.trim() === '' ? null : numberOf(value);
    // The browser's date-time input gives a well-formed wall time or nothing.
    else if (key === 'discountStartsAt' || key === 'discountEndsAt')
      changes[key] = cairoWallTimeToDate(value)?.toISOString() ?? null;
    else if (key === 'categoryId' || key === 'lecturerId' || key === 'thumbnail' || key === 'promoVideo')
      changes[key] = value || null;
    else if (isProgramListKey(key)) changes[key] = linesOf(value);
    else changes[key] = value;
  }
  return changes;
}
