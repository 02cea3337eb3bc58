import { normalizeDigits, type Locale } from '@manara/i18n';
import type { StudioProgram } from '../api/studio-program-documents';

/** The editor's fields as typed (strings, as inputs hold them). */
export interface ProgramFormValues {
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
  hasCertificate: boolean;
  thumbnail: string;
}

type Editable = Pick<StudioProgram, keyof ProgramFormValues>;

/** A number as an input shows it: the page's digits, no grouping ("٢٧٩٩٫٥" in Arabic). */
function inputNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : 'en-US', {
    useGrouping: false,
    maximumFractionDigits: 2,
  }).format(value);
}

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
    hasCertificate: program.hasCertificate,
    thumbnail: program.thumbnail ?? '',
  };
}

/** A typed number ("٤٥٠٫٥" or "450.5"); what is not a number goes to the API as NaN's stand-in -1, which it refuses. */
function numberOf(text: string): number {
  const value = Number(normalizeDigits(text).replace('٫', '.').replace(',', '.').trim());
  return text.trim() === '' || !Number.isFinite(value) ? -1 : value;
}

export type ProgramChanges = Record<string, string | number | boolean | null>;

/** Only what differs from the program as loaded, in the API's types (ProgramChangesInput). */
export function changesFrom(program: Editable, values: ProgramFormValues, locale: Locale): ProgramChanges {
  const before = formValuesOf(program, locale);
  const changes: ProgramChanges = {};
  for (const key of Object.keys(values) as (keyof ProgramFormValues)[]) {
    if (values[key] === before[key]) continue;
    const value = values[key];
    if (typeof value === 'boolean') changes[key] = value;
    else if (key === 'learningTime' || key === 'originalPrice') changes[key] = numberOf(value);
    else if (key === 'priceAfterDiscount') changes[key] = value.trim() === '' ? null : numberOf(value);
    else if (key === 'categoryId' || key === 'thumbnail') changes[key] = value || null;
    else changes[key] = value;
  }
  return changes;
}
