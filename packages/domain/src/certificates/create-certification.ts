import { findCertificateIssueFacts, findUserProgramCertificate, insertCertificate, type CertificateRow } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { getProgramProgress } from '../learning/index';
import { notifyCertificateIssued } from '../notifications/index';
import { parseInput } from '../validation/index';
import { newCertificateCode } from './certificate-code';
import { certificateViewContext } from './certificate-context';
import { CERTIFICATE_NOT_OFFERED, PROGRAM_NOT_COMPLETED } from './certificate-errors';
import { toCertificateView, type CertificateView } from './certificate-view';
import { createCertificationInputSchema } from './schemas';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A code clash (40 random bits) is retried with a new code; more than a few means something else is wrong. */
const CODE_ATTEMPTS = 4;

/**
 * `createCertification`: issues the learner's certificate for a program they completed (every
 * lesson, per the learning module's progress). Idempotent: a second call returns the same
 * certificate. ACE programs give an ACE certificate dated `aceDaysToGetCertified` days after
 * completion, `pending` until then. Names and titles are copied in, as printed.
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
  const progress = await getProgramProgress(deps, { userId: viewer.userId, programId });
  if (!progress.isCompleted || !progress.completedAt) throw new AppError(PROGRAM_NOT_COMPLETED);

  const now = deps.now();
  const completedAt = progress.completedAt;
  const aceDays = facts.aceCertificate ? Math.max(0, facts.aceDaysToGetCertified ?? 0) : 0;
  const issuedAt = aceDays > 0 ? new Date(Math.max(now.getTime(), completedAt.getTime() + aceDays * DAY_MS)) : now;

  let row: CertificateRow | null = null;
  for (let attempt = 0; !row && attempt < CODE_ATTEMPTS; attempt += 1) {
    const inserted = await deps.db.transaction(async (tx) => {
      const created = await insertCertificate(tx, {
        code: newCertificateCode(),
        userId: viewer.userId,
        programId,
        programType: facts.programType,
        certificationType: facts.aceCertificate ? 'ACE' : 'COMPLETION',
        arLearnerName: facts.arLearnerName,
        enLearnerName: facts.enLearnerName,
        arProgramTitle: facts.arProgramTitle,
        enProgramTitle: facts.enProgramTitle,
        arLecturerName: facts.arLecturerName,
        enLecturerName: facts.enLecturerName,
        completedAt,
        issuedAt,
      });
      // Only the call that issued it tells the learner, in the same transaction as the certificate.
      if (created) await notifyCertificateIssued(tx, created, now);
      return created;
    });
    // Nothing inserted: a concurrent call issued it first (then it is returned), or the code clashed (then retry).
    row = inserted ?? (await findUserProgramCertificate(deps.db, viewer.userId, programId));
  }
  if (!row) throw new Error('could not draw a free certificate code');
  return toCertificateView(row, certificateViewContext(deps));
}
