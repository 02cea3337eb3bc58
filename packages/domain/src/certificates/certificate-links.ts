import type { Locale } from '@manara/i18n';

/** The public verification page the QR code and LinkedIn point to (Arabic at the bare path, English under /en). */
export function verificationUrl(webBaseUrl: string, certificateId: string, locale: Locale): string {
  const base = webBaseUrl.replace(/\/+$/, '');
  return `${base}${locale === 'en' ? '/en' : ''}/certification/${certificateId}`;
}

/** Site-relative PDF URL (the web forwards /certificates/* to the API); `download` asks for an attachment. */
export function certificatePdfPath(certificateId: string, locale: Locale, download: boolean): string {
  return `/certificates/${certificateId}.pdf?lang=${locale}${download ? '&download=1' : ''}`;
}

/** Site-relative Open Badges 3.0 credential (JSON) download. */
export function openBadgePath(certificateId: string): string {
  return `/certificates/${certificateId}/open-badge.json`;
}

/** `certificate-MNR-XXXX-XXXX-ar.pdf` */
export function certificateFileName(code: string, locale: Locale): string {
  return `certificate-${code.replace(/[^A-Za-z0-9-]/g, '')}-${locale}.pdf`;
}
