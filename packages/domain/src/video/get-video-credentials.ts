import { findLessonVideoAccess } from '@manara/db';
import { z } from 'zod';
import type { Locale } from '@manara/i18n';
import { isUuid } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import type { VideoPlayback } from '../ports/index';
import { videoPosterUrl } from './video-poster-url';

const inputSchema = z.object({ lessonId: z.string().trim() });

/**
 * `getBunnyViewVideoCredentials`: a signed, expiring playback URL for a lesson's video. Preview
 * lessons of published programs play for anyone; other lessons only for learners enrolled in the
 * program (visitors UNAUTHENTICATED, others FORBIDDEN). Unknown ids and lessons without a video
 * are NOT_FOUND. The request's language picks the video's narration where the provider has one per
 * language (decision 0052). An uploaded video's processed frame comes along as its poster (decision 0062).
 */
export async function getVideoCredentials(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
  locale?: Locale,
): Promise<VideoPlayback> {
  const parsed = inputSchema.safeParse(input);
  const lessonId = parsed.success ? parsed.data.lessonId.toLowerCase() : '';
  if (!isUuid(lessonId)) throw new AppError('NOT_FOUND');
  const access = await findLessonVideoAccess(deps.db, lessonId, caller.viewer?.userId ?? null);
  if (!access) throw new AppError('NOT_FOUND');
  const open = access.enrolled || (access.isPreview && access.programPublished);
  if (!open) {
    // An unpublished program's lessons are not there for outsiders at all.
    if (!access.programPublished) throw new AppError('NOT_FOUND');
    throw new AppError(caller.viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
  }
  if (!access.videoId) throw new AppError('NOT_FOUND');
  const playback = await deps.video.playback(access.videoId, deps.now(), locale);
  return { ...playback, posterUrl: videoPosterUrl(access.videoPoster) };
}
