import { normalizeDigits } from '@manara/i18n';
import { cairoWallTimeToDate, dateToCairoWallTime } from '@/features/studio/lib/cairo-wall-time';
import type { CurriculumLesson } from '../api/studio-curriculum-documents';

/** A lesson as its form holds it: texts as typed, times as Cairo `datetime-local` values. */
export interface LessonFormValues {
  arTitle: string;
  enTitle: string;
  isPreview: boolean;
  arContent: string;
  enContent: string;
  videoId: string;
  durationSeconds: string;
  liveSessionStartAt: string;
  liveSessionEndAt: string;
  liveSessionUrl: string;
  /** Quizzes: as typed (Arabic-Indic digits too); empty attempts: unlimited. */
  passingGrade: string;
  maxAttempts: string;
}

const wallTime = (value: unknown) => (value ? dateToCairoWallTime(new Date(String(value))) : '');

export function lessonFormValues(lesson: CurriculumLesson): LessonFormValues {
  return {
    arTitle: lesson.arTitle,
    enTitle: lesson.enTitle,
    isPreview: lesson.isPreview,
    arContent: lesson.arContent,
    enContent: lesson.enContent,
    videoId: lesson.videoId ?? '',
    durationSeconds: String(lesson.durationSeconds),
    liveSessionStartAt: wallTime(lesson.liveSessionStartAt),
    liveSessionEndAt: wallTime(lesson.liveSessionEndAt),
    liveSessionUrl: lesson.liveSessionUrl ?? '',
    passingGrade: lesson.passingGrade === null ? '' : String(lesson.passingGrade),
    maxAttempts: lesson.maxAttempts === null ? '' : String(lesson.maxAttempts),
  };
}

/** A whole number as typed, Arabic-Indic digits read as digits; empty → null; unreadable → undefined. */
export function wholeNumber(value: string): number | null | undefined {
  const text = normalizeDigits(value.trim());
  if (!text) return null;
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** A Cairo wall time as the instant the API takes; empty clears; unreadable → undefined. */
function instant(value: string): string | null | undefined {
  if (!value) return null;
  return cairoWallTimeToDate(value)?.toISOString();
}

/**
 * The updateLesson changes for a lesson's type: titles and preview flag always, then the
 * article's HTML, the video and its duration, the live session's times and link, or the quiz's
 * pass mark and attempts allowed (empty: unlimited). Values the
 * browser cannot read come back as field problems (the key of the field), sent to nobody.
 */
export function lessonChanges(
  type: CurriculumLesson['type'],
  values: LessonFormValues,
): { changes: Record<string, unknown>; problems: (keyof LessonFormValues)[] } {
  const changes: Record<string, unknown> = {
    arTitle: values.arTitle,
    enTitle: values.enTitle,
    isPreview: values.isPreview,
  };
  const problems: (keyof LessonFormValues)[] = [];
  if (type === 'ARTICLE') Object.assign(changes, { arContent: values.arContent, enContent: values.enContent });
  if (type === 'VIDEO') {
    const seconds = Number(normalizeDigits(values.durationSeconds.trim() || '0'));
    if (!Number.isInteger(seconds) || seconds < 0) problems.push('durationSeconds');
    Object.assign(changes, { videoId: values.videoId || null, durationSeconds: seconds });
  }
  if (type === 'LIVE_SESSION') {
    const startAt = instant(values.liveSessionStartAt);
    const endAt = instant(values.liveSessionEndAt);
    if (startAt === undefined) problems.push('liveSessionStartAt');
    if (endAt === undefined) problems.push('liveSessionEndAt');
    Object.assign(changes, {
      liveSessionStartAt: startAt,
      liveSessionEndAt: endAt,
      liveSessionUrl: values.liveSessionUrl,
    });
  }
  if (type === 'QUIZ') {
    // The API answers the range (1–100) in the page's language; here only what is no number at all.
    const passingGrade = wholeNumber(values.passingGrade);
    const maxAttempts = wholeNumber(values.maxAttempts);
    if (passingGrade === undefined) problems.push('passingGrade');
    if (maxAttempts === undefined) problems.push('maxAttempts');
    if (passingGrade !== null) changes.passingGrade = passingGrade;
    changes.maxAttempts = maxAttempts;
  }
  return { changes, problems };
}
