import { listUpcomingLiveSessionLearners } from '@manara/db';
import type { DomainDeps } from '../deps';
import { enqueueNotification } from './enqueue-notification';
import { cairoTimeIn, notificationTexts } from './notification-texts';

/** How long before a live session its learners are reminded. */
export const LIVE_REMINDER_LEAD_MS = 60 * 60 * 1000;

/**
 * The "live session starting soon" event, as a sweep the job runner repeats: every learner enrolled
 * in a program whose live lesson starts within the next hour gets one reminder (the dedupe key
 * makes repeated sweeps, and several API copies sweeping at once, harmless). Learners enrolled
 * inside the hour are reminded on the next sweep. Answers how many reminders it queued.
 */
export async function remindLiveSessions(deps: DomainDeps, limit = 500): Promise<number> {
  const now = deps.now();
  const upcoming = await listUpcomingLiveSessionLearners(deps.db, {
    from: now,
    to: new Date(now.getTime() + LIVE_REMINDER_LEAD_MS),
    limit,
  });
  let queued = 0;
  for (const session of upcoming) {
    const texts = notificationTexts('liveSessionSoon', {
      lesson: { ar: session.arLessonTitle, en: session.enLessonTitle },
      program: { ar: session.arProgramTitle, en: session.enProgramTitle },
      time: cairoTimeIn(session.startAt),
    });
    // One transaction: the dedupe key never outlives a notification that was not written.
    const created = await deps.db.transaction((tx) =>
      enqueueNotification(tx, {
        userId: session.userId,
        targetModel: 'LESSON',
        targetId: session.lessonId,
        ...texts,
        url: `/program/details/${session.programId}/lesson/${session.lessonId}`,
        mail: 'liveSessionReminder',
        dedupeKey: `live-reminder:${session.lessonId}:${session.userId}:${session.startAt.toISOString()}`,
        now,
      }),
    );
    if (created) queued += 1;
  }
  return queued;
}
