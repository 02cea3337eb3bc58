'use client';
import { formatCairoTime, formatLongDate } from '@manara/i18n';
import { useTranslations } from '#intl';
import { useEffect, useRef } from 'react';
import { buttonStyles } from '@/shared/ui/styles';
import type { LessonData } from '../api/learning-documents';
import { useLearningFormat } from '../hooks/use-learning-format';
import { useNow } from '../hooks/use-now';
import { buildIcs } from '../lib/ics';
import { countdownTo, livePhase, shouldRecheckLive } from '../lib/live-session';
import { CalendarIcon, ExternalIcon, LiveIcon } from '@/shared/ui/icons/learning-icons';

const TICK_MS = 30_000;

/** Saves the session as a calendar file made in the browser (no server round trip). */
function downloadIcs(lesson: LessonData, programTitle: string) {
  if (!lesson.liveSessionStartAt || !lesson.liveSessionEndAt) return;
  const text = buildIcs({
    uid: `${lesson.id}@manara`,
    title: lesson.title,
    description: programTitle,
    url: window.location.href,
    start: lesson.liveSessionStartAt,
    end: lesson.liveSessionEndAt,
    now: new Date(),
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${lesson.id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A live session: start and end in Cairo time (12-hour), a countdown (hours and minutes, minutes
 * rounded up), the join link only while the API gives it (OPEN), an 'ended' state and an .ics file.
 * Close to the start it asks the API again (`onRecheck`) so the link appears without a reload.
 */
export function LiveSessionPanel({
  lesson,
  programTitle,
  onRecheck,
}: {
  lesson: LessonData;
  programTitle: string;
  onRecheck: () => void;
}) {
  const t = useTranslations('learning.live');
  const { locale, n } = useLearningFormat();
  const now = useNow(TICK_MS);
  const phase = livePhase(lesson.liveSessionState, lesson.liveSessionEndAt, now ?? new Date(0));
  const recheck = useRef(onRecheck);
  recheck.current = onRecheck;

  useEffect(() => {
    if (now && shouldRecheckLive(phase, lesson.liveSessionStartAt, now)) recheck.current();
  }, [now, phase, lesson.liveSessionStartAt]);

  const start = lesson.liveSessionStartAt;
  const end = lesson.liveSessionEndAt;
  const left = now && start && phase === 'upcoming' ? countdownTo(start, now) : null;
  return (
    <section
      aria-labelledby="live-heading"
      className="rounded-card border border-line bg-surface-raised p-6"
      data-testid="live-session"
      data-phase={phase}
    >
      <h2 id="live-heading" className="flex items-center gap-2 text-xl font-bold text-fg">
        <LiveIcon size={22} className="text-accent" />
        {t('heading')}
      </h2>
      {start && end ? (
        <p className="mt-2 text-fg">
          <time dateTime={start}>
            {t('when', {
              date: formatLongDate(start, locale),
              start: formatCairoTime(start, locale),
              end: formatCairoTime(end, locale),
            })}
          </time>
        </p>
      ) : null}
      <div className="mt-4" aria-live="polite">
        {phase === 'ended' ? <p className="font-semibold text-fg-muted">{t('ended')}</p> : null}
        {phase === 'open' ? <p className="font-semibold text-fg">{t('open')}</p> : null}
        {left ? (
          <p className="text-lg font-bold text-accent" data-testid="live-countdown">
            {t('startsIn', {
              hours: left.hours,
              hoursN: n(left.hours),
              minutes: left.minutes,
              minutesN: n(left.minutes),
            })}
          </p>
        ) : null}
        {phase === 'upcoming' ? <p className="mt-1 text-sm text-fg-muted">{t('upcoming')}</p> : null}
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        {phase === 'open' && lesson.liveSessionUrl ? (
          <a
            href={lesson.liveSessionUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonStyles.primary}
            data-testid="live-join"
          >
            {t('join')}
            <ExternalIcon size={18} className="flip-rtl" />
          </a>
        ) : null}
        {phase !== 'ended' && start && end ? (
          <button
            type="button"
            onClick={() => downloadIcs(lesson, programTitle)}
            className={buttonStyles.secondary}
            data-testid="live-ics"
          >
            <CalendarIcon size={18} />
            {t('addToCalendar')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
