import { findCertificateById, type CertificateRow } from '@manara/db';
import { isUuid } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { certificateViewContext } from './certificate-context';
import { toCertificateView, type CertificateView } from './certificate-view';

async function findCertificate(deps: DomainDeps, certificateId: unknown): Promise<CertificateRow> {
  const id = typeof certificateId === 'string' ? certificateId.trim().toLowerCase() : '';
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const row = await findCertificateById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * `certification(certificateId)`: public, so anyone holding the link (or scanning the QR code)
 * can check every fact printed on the certificate. A pending certificate is not valid yet: only
 * its owner sees it; everyone else gets NOT_FOUND. Revoked ones show, marked revoked.
 */
export async function getCertification(
  deps: DomainDeps,
  caller: Caller,
  certificateId: unknown,
): Promise<CertificateView> {
  const row = await findCertificate(deps, certificateId);
  const view = toCertificateView(row, certificateViewContext(deps));
  if (view.pending && caller.viewer?.userId !== row.userId) throw new AppError('NOT_FOUND');
  return view;
}

/** A certificate as anyone may see it without a session: NOT_FOUND while pending; revoked ones marked so. */
export async function getPublicCertificate(deps: DomainDeps, certificateId: unknown): Promise<CertificateView> {
  const view = toCertificateView(await findCertificate(deps, certificateId), certificateViewContext(deps));
  if (view.pending) throw new AppError('NOT_FOUND');
  return view;
}

/** A certificate that is in force (issued, not pending, not revoked): what the PDF is made of. */
export async function getIssuedCertificate(deps: DomainDeps, certificateId: unknown): Promise<CertificateView> {
  const view = await getPublicCertificate(deps, certificateId);
  if (view.revoked) throw new AppError('NOT_FOUND');
  return view;
}
