import {
  findUserProgramCertificate,
  insertCertificate,
  listProgramProgress,
  type CertificateIssueFacts,
  type CertificateRow,
  type DbOrTx,
} from '@manara/db';
import { notifyCertificateIssued } from '../notifications/index';
import { newCertificateCode } from './certificate-code';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A code clash (40 random bits) is retried with a new code; more than a few means something else is wrong. */
const CODE_ATTEMPTS = 4;

/**
 * When the user completed each program, or null while it is not complete. The rule is learning's
 * (decision 0012: every lesson done, at least one; the date of the last completion), read from the
 * same counts here because learning calls into certificates, not the other way round.
 */
export async function findCompletionDates(
  db: DbOrTx,
  userId: string,
  programIds: readonly string[],
): Promise<Map<string, Date | null>> {
  const rows = await listProgramProgress(db, userId, programIds);
  return new Map(
    rows.map((r) => [
      r.programId,
      r.totalLessons > 0 && r.completedLessons >= r.totalLessons ? r.lastCompletedAt : null,
    ]),
  );
}

/**
 * Issues the certificate in the caller's transaction, with the names and titles copied in as
 * printed. ACE certificates are dated `aceDaysToGetCertified` days after completion (`pending`
 * until then). Answers the new row, or null when the learner already holds one (nothing is sent
 * then); only a new certificate notifies its learner, in the same transaction.
 */
export async function issueCertificate(
  tx: DbOrTx,
  input: { userId: string; facts: CertificateIssueFacts; completedAt: Date; now: Date },
): Promise<CertificateRow | null> {
  const { facts, completedAt, now } = input;
  const aceDays = facts.aceCertificate ? Math.max(0, facts.aceDaysToGetCertified ?? 0) : 0;
  const issuedAt = aceDays > 0 ? new Date(Math.max(now.getTime(), completedAt.getTime() + aceDays * DAY_MS)) : now;
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const created = await insertCertificate(tx, {
      code: newCertificateCode(),
      userId: input.userId,
      programId: facts.programId,
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
    if (created) {
      await notifyCertificateIssued(tx, created, now);
      return created;
    }
    // Nothing inserted: the learner holds one already (a concurrent issue won), or the code clashed (retry).
    if (await findUserProgramCertificate(tx, input.userId, facts.programId)) return null;
  }
  throw new Error('could not draw a free certificate code');
}
