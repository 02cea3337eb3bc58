import type { CountryRow, FaqRow, PolicyRow } from '@manara/db';

/** A country of the phone picker (docs/product/accounts.md). */
export interface CountryView {
  isoCode: string;
  enName: string;
  arName: string;
  dialCode: string;
}

/** A question and its answer in both languages, in display order. */
export interface FaqView {
  id: string;
  enQuestion: string;
  arQuestion: string;
  enAnswer: string;
  arAnswer: string;
  order: number;
}

/** A policy page (docs/product/catalogue.md): its kind, titles and sanitised HTML in both languages. */
export interface PolicyView {
  id: string;
  kind: PolicyRow['kind'];
  enTitle: string;
  arTitle: string;
  contentEn: string;
  contentAr: string;
  updatedAt: Date;
}

export const toCountryView = (row: CountryRow): CountryView => ({
  isoCode: row.isoCode,
  enName: row.enName,
  arName: row.arName,
  dialCode: row.dialCode,
});

export const toFaqView = (row: FaqRow): FaqView => ({
  id: row.id,
  enQuestion: row.enQuestion,
  arQuestion: row.arQuestion,
  enAnswer: row.enAnswer,
  arAnswer: row.arAnswer,
  order: row.sortOrder,
});

export const toPolicyView = (row: PolicyRow): PolicyView => ({
  id: row.id,
  kind: row.kind,
  enTitle: row.enTitle,
  arTitle: row.arTitle,
  contentEn: row.contentEn,
  contentAr: row.contentAr,
  updatedAt: row.updatedAt,
});
