import { deliverEmailChange } from '../account/index';
import { ANALYTICS_ROLLUP_JOB, refreshAnalyticsRollups, scheduleAnalyticsRollup } from '../analytics/index';
import { publishDueBlogs, publishDuePrograms } from '../authoring/index';
import {
  expireLapsedOrders,
  remindKioskReferences,
  removeStaleGuestCarts,
  scheduleGuestCartSweep,
  STALE_GUEST_CARTS_JOB,
} from '../commerce/index';
import type { DomainDeps } from '../deps';
import { EXPIRED_UPLOADS_JOB, removeExpiredUploads, scheduleUploadExpiry } from '../files/index';
import { ACCOUNT_MAIL_JOBS, deliverRequestedCode, notifySignUpAttempt } from '../identity/index';
import { deliverLecturerDecisionMail, LECTURER_DECISION_MAIL_JOB } from '../lecturers/index';
import {
  deliverEventMail,
  deliverNotificationPush,
  EVENT_MAIL_JOB,
  deliverScheduledNotification,
  deliverWhatsAppEvent,
  PUSH_NOTIFICATION_JOB,
  remindLiveSessions,
  runDueJobs,
  SCHEDULED_NOTIFICATION_JOB,
  type JobHandler,
  WHATSAPP_EVENT_JOB,
} from '../notifications/index';
import { PROCESS_VIDEO_JOB, processUploadedVideo } from '../video/index';

// The runner coordinates every area's jobs, so it lives outside them all (no area imports it).

/** Every job kind the platform queues. */
export const jobHandlers: Record<string, JobHandler> = {
  [PUSH_NOTIFICATION_JOB]: deliverNotificationPush,
  [SCHEDULED_NOTIFICATION_JOB]: deliverScheduledNotification,
  [EVENT_MAIL_JOB]: deliverEventMail,
  [WHATSAPP_EVENT_JOB]: deliverWhatsAppEvent,
  [LECTURER_DECISION_MAIL_JOB]: deliverLecturerDecisionMail,
  [ACCOUNT_MAIL_JOBS.code]: deliverRequestedCode,
  [ACCOUNT_MAIL_JOBS.signUpNotice]: notifySignUpAttempt,
  [ACCOUNT_MAIL_JOBS.emailChange]: deliverEmailChange,
  [EXPIRED_UPLOADS_JOB]: removeExpiredUploads,
  [STALE_GUEST_CARTS_JOB]: removeStaleGuestCarts,
  [ANALYTICS_ROLLUP_JOB]: refreshAnalyticsRollups,
  [PROCESS_VIDEO_JOB]: processUploadedVideo,
};

/** The kinds that send mail or WhatsApp messages (tests run them to read what was sent). */
export const MAIL_JOB_KINDS: readonly string[] = [
  ...Object.values(ACCOUNT_MAIL_JOBS),
  EVENT_MAIL_JOB,
  WHATSAPP_EVENT_JOB,
  LECTURER_DECISION_MAIL_JOB,
];

export interface JobRunner {
  /** One pass now (tests, and the interval); asked during a pass, another follows it. */
  tick(): Promise<void>;
  /** Stops the interval and waits for a pass in progress. */
  stop(): Promise<void>;
}

/**
 * The in-process runner: every `intervalMs` it sweeps for live-session reminders, queues the
 * hour's upload expiry and analytics rollup and the day's guest-cart sweep (each once across copies), publishes scheduled programs that are due, reminds of kiosk references lapsing within six hours, cancels lapsed kiosk orders and abandoned checkouts (decisions 0066, 0070), and runs due jobs
 * until none are left. Passes never overlap; a pass asked for while one runs (a job queued just
 * now, deps.wakeJobRunner) follows it at once. A failing pass is logged and the next one tries again.
 */
export function startJobRunner(deps: DomainDeps, options: { intervalMs: number; batch?: number }): JobRunner {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const pass = async () => {
    await remindLiveSessions(deps);
    await scheduleUploadExpiry(deps);
    await scheduleGuestCartSweep(deps);
    await scheduleAnalyticsRollup(deps);
    await publishDuePrograms(deps);
    await publishDueBlogs(deps);
    await remindKioskReferences(deps);
    await expireLapsedOrders(deps);
    const batch = options.batch ?? 20;
    for (let claimed = batch; claimed >= batch;) {
      const summary = await runDueJobs(deps, { handlers: jobHandlers, limit: batch });
      claimed = summary.done + summary.retried + summary.gaveUp;
    }
  };
  const tick = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) =>
        deps.logger.error({ err: error instanceof Error ? error.message : String(error) }, 'job runner pass failed'),
      )
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void tick();
        }
      });
    return running;
  };
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
