import type { CertificateRow, DbOrTx } from '@manara/db';
import { enqueueNotification } from './enqueue-notification';
import { notificationTexts } from './notification-texts';
import { scheduleNotification } from './schedule-notification';

/**
 * Domain event "certificate issued": tells the learner where their certificate is. A certificate
 * dated later (ACE, pending until then) is announced on its date, by a scheduled job.
 */
export async function notifyCertificateIssued(tx: DbOrTx, certificate: CertificateRow, now: Date): Promise<void> {
  const notification = {
    userId: certificate.userId,
    targetModel: 'CERTIFICATE',
    targetId: certificate.id,
    ...notificationTexts('certificateIssued', {
      program: { ar: certificate.arProgramTitle, en: certificate.enProgramTitle },
    }),
    url: `/certification/${certificate.id}`,
    dedupeKey: `certificate-issued:${certificate.id}`,
    mail: 'certificateIssued' as const,
  };
  if (certificate.issuedAt.getTime() > now.getTime())
    await scheduleNotification(tx, { ...notification, at: certificate.issuedAt });
  else await enqueueNotification(tx, { ...notification, now });
}
