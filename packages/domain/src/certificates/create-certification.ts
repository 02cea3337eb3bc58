import { findCertificateIssueFacts, findUserProgramCertificate } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { certificateViewContext } from './certificate-context';
import { CERTIFICATE_NOT_OFFERED, PROGRAM_NOT_COMPLETED } from './certificate-errors';
import { toCertificateView, type CertificateView } from './certificate-view';
import { findCompletionDates, issueCertificate } from './issue-certificate';
import { createCertificationInputSchema } from './schemas';

/**
 * `createCertification`: the learner's certificate for a program they completed. Completing the
 * last lesson issues it already (issueEarnedCertificates); this answers that certificate, or issues
 * it for programs completed before then. Idempotent: every call returns the same certificate.
 */
export async function createCertification(deps: DomainDeps, caller: Caller, input: unknown): Promise<CertificateView> {
  const viewer = requireViewer(caller);
  const { learningProgramId: programId } = parseInput(createCertificationInputSchema, input);
  const existing = await findUserProgramCertificate(deps.db, viewer.userId, programId);
  if (existing) return toCertificateView(existing, certificateViewContext(deps));

  const facts = await findCertificateIssueFacts(deps.db, viewer.userId, programId);
  if (!facts) throw new AppError('NOT_FOUND');
  if (!facts.enrolled) throw new AppError('FORBIDDEN');
  if (!facts.hasCertificate) throw new AppError(CERTIFICATE_NOT_OFFERED);
  const completedAt = (await findCompletionDates(deps.db, viewer.userId, [programId])).get(programId);
  if (!completedAt) throw new AppError(PROGRAM_NOT_COMPLETED);

  const created = await deps.db.transaction((tx) =>
    issueCertificate(tx, { userId: viewer.userId, facts, completedAt, now: deps.now() }),
  );
  // Null: a concurrent call issued it first; answer that one.
  const row = created ?? (await findUserProgramCertificate(deps.db, viewer.userId, programId));
  if (!row) throw new Error('certificate vanished after issue');
  return toCertificateView(row, certificateViewContext(deps));
}
