import type { CertificateRow, DbOrTx } from '@manara/db';
import { enqueueNotification } from './enqueue-notification';
import { notificationTexts } from './notification-texts';

/** Domain event "certificate issued": tells the learner where their certificate is. */
export async function notifyCertificateIssued(tx: DbOrTx, certificate: CertificateRow, now: Date): Promise<void> {
  await enqueueNotification(tx, {
    userId: certificate.userId,
    targetModel: 'CERTIFICATE',
    targetId: certificate.id,
    ...notificationTexts('certificateIssued', { program: { ar: certificate.arProgramTitle, en: certificate.enProgramTitle } }),
    url: `/certification/${certificate.id}`,
    now,
  });
}
