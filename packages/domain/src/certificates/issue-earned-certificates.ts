import { findCertificateIssueFacts, listCertificateCandidates, type CertificateRow, type DbOrTx } from '@manara/db';
import { findCompletionDates, issueCertificate } from './issue-certificate';

/**
 * Called by learning inside the transaction that completes a lesson: issues every certificate that
 * completion has earned, for the lesson's program and for each diploma of the learner's that holds
 * it. Programs without a certificate, or not complete yet, are passed over; certificates already
 * held stay as they are, so calling it again issues nothing. Answers the certificates it issued.
 */
export async function issueEarnedCertificates(
  tx: DbOrTx,
  input: { userId: string; programId: string; now: Date },
): Promise<CertificateRow[]> {
  const candidates = await listCertificateCandidates(tx, input.userId, input.programId);
  const completions = await findCompletionDates(tx, input.userId, candidates);
  const issued: CertificateRow[] = [];
  for (const programId of candidates) {
    const completedAt = completions.get(programId);
    if (!completedAt) continue;
    const facts = await findCertificateIssueFacts(tx, input.userId, programId);
    if (!facts?.enrolled || !facts.hasCertificate) continue;
    const row = await issueCertificate(tx, { userId: input.userId, facts, completedAt, now: input.now });
    if (row) issued.push(row);
  }
  return issued;
}
