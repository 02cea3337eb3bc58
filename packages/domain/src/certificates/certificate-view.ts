import type { CertificateRow } from '@manara/db';
import type { Locale } from '@manara/i18n';
import { certificatePdfPath, openBadgePath, verificationUrl } from './certificate-links';
import type { CertificateIssuer } from './certificate-issuer';
import { linkedInAddToProfileUrl } from './linkedin-url';

/** A certificate as every reader sees it: the facts printed on it, its state and its links. */
export interface CertificateView {
  id: string;
  code: string;
  programId: string;
  programType: CertificateRow['programType'];
  certificationType: CertificateRow['certificationType'];
  /** An ACE certificate before its date: not valid yet, no PDF. */
  pending: boolean;
  revoked: boolean;
  /** When and why a moderator revoked it (decision 0054); null while in force. */
  revokedAt: Date | null;
  revokedReason: string | null;
  arLearnerName: string;
  enLearnerName: string;
  arProgramTitle: string;
  enProgramTitle: string;
  arLecturerName: string | null;
  enLecturerName: string | null;
  completedAt: Date;
  /** The date printed (Cairo calendar); for a pending ACE certificate, the day it becomes valid. */
  issuedAt: Date;
  createdAt: Date;
  previewArUrl: string;
  previewEnUrl: string;
  downloadArUrl: string;
  downloadEnUrl: string;
  openBadgeUrl: string;
  verificationUrls: Record<Locale, string>;
  linkedInUrls: Record<Locale, string>;
}

export interface CertificateViewContext {
  now: Date;
  webBaseUrl: string;
  issuer: CertificateIssuer;
}

/** The text in one language, or the other one when it is empty. */
export const pickText = (locale: Locale, arText: string | null, enText: string | null): string =>
  (locale === 'ar' ? arText : enText) || enText || arText || '';

export function toCertificateView(row: CertificateRow, context: CertificateViewContext): CertificateView {
  const verificationUrls = {
    ar: verificationUrl(context.webBaseUrl, row.id, 'ar'),
    en: verificationUrl(context.webBaseUrl, row.id, 'en'),
  };
  const linkedIn = (locale: Locale) =>
    linkedInAddToProfileUrl({
      name: pickText(locale, row.arProgramTitle, row.enProgramTitle),
      organizationId: context.issuer.linkedInOrganizationId,
      organizationName: pickText(locale, context.issuer.arName, context.issuer.enName),
      issuedAt: row.issuedAt,
      certUrl: verificationUrls[locale],
      certId: row.code,
    });
  return {
    id: row.id,
    code: row.code,
    programId: row.programId,
    programType: row.programType,
    certificationType: row.certificationType,
    pending: row.issuedAt.getTime() > context.now.getTime(),
    revoked: row.revokedAt !== null,
    revokedAt: row.revokedAt,
    revokedReason: row.revokedAt ? row.revokedReason : null,
    arLearnerName: row.arLearnerName,
    enLearnerName: row.enLearnerName,
    arProgramTitle: row.arProgramTitle,
    enProgramTitle: row.enProgramTitle,
    arLecturerName: row.arLecturerName,
    enLecturerName: row.enLecturerName,
    completedAt: row.completedAt,
    issuedAt: row.issuedAt,
    createdAt: row.createdAt,
    previewArUrl: certificatePdfPath(row.id, 'ar', false),
    previewEnUrl: certificatePdfPath(row.id, 'en', false),
    downloadArUrl: certificatePdfPath(row.id, 'ar', true),
    downloadEnUrl: certificatePdfPath(row.id, 'en', true),
    openBadgeUrl: openBadgePath(row.id),
    verificationUrls,
    linkedInUrls: { ar: linkedIn('ar'), en: linkedIn('en') },
  };
}
