import { findCertificateByCode, revokeCertificateRow } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { enqueueNotification, notificationTexts } from '../notifications/index';
import { parseInput } from '../validation/index';
import { revokeCertificateInputSchema } from './schemas';

export interface RevokedCertificateView {
  id: string;
  code: string;
  revokedAt: Date;
  revokedReason: string;
}

/**
 * An administrator revokes a certificate by its printed code, with a reason (decision 0054): its
 * public verification page and Open Badge then say revoked, with the date and reason; its PDF is
 * no longer served. Audited; the holder is told. Unknown code: NOT_FOUND; already revoked:
 * CERTIFICATE_ALREADY_REVOKED.
 */
export async function revokeCertificate(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<RevokedCertificateView> {
  const { code, reason } = parseInput(revokeCertificateInputSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const certificate = await findCertificateByCode(tx, code);
    if (!certificate) throw new AppError('NOT_FOUND');
    const revoked = await revokeCertificateRow(tx, certificate.id, { revokedAt: now, revokedReason: reason });
    if (!revoked) throw new AppError('CERTIFICATE_ALREADY_REVOKED');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'certificate.revoke',
      entityType: 'certificate',
      entityId: certificate.id,
      before: { revoked: false },
      after: { revoked: true, code: certificate.code },
      comment: reason,
    });
    await enqueueNotification(tx, {
      userId: certificate.userId,
      targetModel: 'CERTIFICATE',
      targetId: certificate.id,
      ...notificationTexts('certificateRevoked', {
        program: { ar: certificate.arProgramTitle, en: certificate.enProgramTitle },
        reason,
      }),
      url: `/certification/${certificate.id}`,
      now,
    });
    return { id: certificate.id, code: certificate.code, revokedAt: now, revokedReason: reason };
  });
}
