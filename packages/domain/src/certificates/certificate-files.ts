import type { Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { certificateIssuer } from './certificate-issuer';
import { certificateFileName } from './certificate-links';
import { getIssuedCertificate } from './get-certification';
import { openBadgeCredential } from './open-badge-credential';
import { renderCertificateHtml } from './render-certificate-html';

export interface CertificatePdf {
  fileName: string;
  pdf: Uint8Array;
}

/** The certificate as a landscape A4 PDF in one language; NOT_FOUND unless issued and in force. */
export async function renderCertificatePdf(
  deps: DomainDeps,
  certificateId: unknown,
  locale: Locale,
): Promise<CertificatePdf> {
  const view = await getIssuedCertificate(deps, certificateId);
  const pdf = await deps.pdf.renderHtml(await renderCertificateHtml(view, certificateIssuer(deps), locale), {
    format: 'A4',
  });
  return { fileName: certificateFileName(view.code, locale), pdf };
}

/** The Open Badges 3.0 credential and its file name; NOT_FOUND unless issued and in force. */
export async function getOpenBadgeCredential(
  deps: DomainDeps,
  certificateId: unknown,
): Promise<{ fileName: string; credential: Record<string, unknown> }> {
  const view = await getIssuedCertificate(deps, certificateId);
  return {
    fileName: `certificate-${view.code}.json`,
    credential: openBadgeCredential(view, deps.webBaseUrl, certificateIssuer(deps)),
  };
}
