import { findOwnFile, isVideoInProgram, type DbOrTx, type LessonPatch, type StudioLessonRow } from '@manara/db';
import { sanitizeRichText } from '../catalog/index';
import { AppError, type FieldError } from '../errors/index';
import type { LessonChanges } from './schemas';
import type { StudioActor } from './studio-actor';

/** The fields each lesson type takes besides its titles and preview flag. */
const fieldsOfType: Record<StudioLessonRow['type'], ReadonlyArray<keyof LessonChanges>> = {
  ARTICLE: ['arContent', 'enContent'],
  VIDEO: ['videoId', 'durationSeconds'],
  LIVE_SESSION: ['liveSessionStartAt', 'liveSessionEndAt', 'liveSessionUrl'],
  QUIZ: ['passingGrade', 'maxAttempts'],
};
const everyLesson: ReadonlyArray<keyof LessonChanges> = ['arTitle', 'enTitle', 'isPreview'];

/**
 * Checks a lesson save beyond its shape and turns it into the row's patch: only the fields of the
 * lesson's type; a video the caller uploaded (a COURSE_VIDEO file whose bytes were checked, not
 * refused by processing, its server-read length taking the place of the browser's) or one the
 * program already plays; a live session that ends after it starts, whose duration is
 * then its length; article HTML sanitised; a quiz's pass mark and attempts allowed. Field errors
 * all at once.
 */
export async function checkLessonChanges(
  tx: DbOrTx,
  actor: StudioActor,
  lesson: StudioLessonRow,
  changes: LessonChanges,
): Promise<LessonPatch> {
  const errors: FieldError[] = [];
  const allowed = [...everyLesson, ...fieldsOfType[lesson.type]];
  for (const [field, value] of Object.entries(changes)) {
    if (value !== undefined && !allowed.includes(field as keyof LessonChanges))
      errors.push({ field: `changes.${field}`, messageKey: 'invalid' });
  }
  const { videoId } = changes;
  let measured: number | null = null;
  if (lesson.type === 'VIDEO' && videoId && videoId !== lesson.videoId) {
    const [file, inProgram] = await Promise.all([
      findOwnFile(tx, actor.userId, videoId, { lockForSave: true }),
      isVideoInProgram(tx, lesson.programId, videoId),
    ]);
    if (!inProgram && (file?.model !== 'COURSE_VIDEO' || !file.uploadedAt))
      errors.push({ field: 'changes.videoId', messageKey: 'invalid' });
    // Processing found it is no video (decision 0062): it can never play.
    else if (file?.videoStatus === 'FAILED') errors.push({ field: 'changes.videoId', messageKey: 'videoUnreadable' });
    // The length read from the file on the server beats the browser's reading.
    else if (file?.videoStatus === 'READY') measured = file.videoDurationSeconds;
  }
  const startAt = changes.liveSessionStartAt === undefined ? lesson.liveSessionStartAt : changes.liveSessionStartAt;
  const endAt = changes.liveSessionEndAt === undefined ? lesson.liveSessionEndAt : changes.liveSessionEndAt;
  if (startAt && endAt && endAt <= startAt)
    errors.push({ field: 'changes.liveSessionEndAt', messageKey: 'endBeforeStart' });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors);

  const touchesSchedule = changes.liveSessionStartAt !== undefined || changes.liveSessionEndAt !== undefined;
  return {
    ...changes,
    ...(changes.arContent !== undefined && { arContent: sanitizeRichText(changes.arContent) }),
    ...(changes.enContent !== undefined && { enContent: sanitizeRichText(changes.enContent) }),
    // The studio's attempts allowed is the whole rule: a set limit (or none) lets learners re-submit up to it.
    ...(changes.maxAttempts !== undefined && { canReSubmit: true }),
    ...(measured !== null && { durationSeconds: measured }),
    ...(touchesSchedule && {
      durationSeconds: startAt && endAt ? Math.round((endAt.getTime() - startAt.getTime()) / 1000) : 0,
    }),
  };
}
