import type { DbOrTx } from '@manara/db';
import { enqueueNotification, notificationTexts } from '../notifications/index';

/** Domain event "lecturer application verified": tells the new lecturer, linking to their profile. */
export async function notifyLecturerVerified(
  tx: DbOrTx,
  lecturer: { id: string; userId: string },
  now: Date,
): Promise<void> {
  await enqueueNotification(tx, {
    userId: lecturer.userId,
    targetModel: 'LECTURER',
    targetId: lecturer.id,
    ...notificationTexts('lecturerVerified'),
    url: `/lecturers/${lecturer.id}`,
    now,
  });
}
