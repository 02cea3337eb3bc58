import type { Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { certificateIssuer } from './certificate-issuer';
import { certificateFileName } from './certificate-links';
import { getIssuedCertificate, getPublicCertificate } from './get-certification';
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

/**
 * The Open Badges 3.0 credential and its file name; NOT_FOUND while pending or unknown. A revoked
 * certificate answers what hosted badges answer once revoked (decision 0054): `revoked: true`, with
 * the date and reason, and no credential (the route sends it as 410 Gone).
 */
export async function getOpenBadgeCredential(
  deps: DomainDeps,
  certificateId: unknown,
): Promise<{ fileName: string; revoked: boolean; credential: Record<string, unknown> }> {
  const view = await getPublicCertificate(deps, certificateId);
  const fileName = `certificate-${view.code}.json`;
  if (view.revoked)
    return {
      fileName,
      revoked: true,
      credential: {
        id: view.verificationUrls.en,
        revoked: true,
        revokedAt: view.revokedAt!.toISOString(),
        revocationReason: view.revokedReason ?? '',
      },
    };
  return { fileName, revoked: false, credential: openBadgeCredential(view, deps.webBaseUrl, certificateIssuer(deps)) };
}
