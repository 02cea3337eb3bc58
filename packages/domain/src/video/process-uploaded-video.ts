import { randomBytes } from 'node:crypto';
import { findFileByKey } from '@manara/db';
import type { DomainDeps } from '../deps';
import { VideoProcessingError } from '../ports/index';
import { applyVideoOutcome } from './apply-video-outcome';

/**
 * The job (decision 0062): reads a checked lesson video on the server — its length with ffprobe,
 * a poster frame with ffmpeg — stores the poster through the storage port as a public image and
 * records the video READY (the lessons that play it take its length), or FAILED with the reason
 * (not a video, the tools missing). Anything else fails the job, which the runner retries.
 */
export async function processUploadedVideo(deps: DomainDeps, payload: Record<string, unknown>): Promise<void> {
  const key = typeof payload.key === 'string' ? payload.key : '';
  const file = key ? await findFileByKey(deps.db, key) : null;
  if (!file || file.videoStatus !== 'PROCESSING' || !deps.videoProcessor) return;
  try {
    const { durationSeconds, poster } = await deps.videoProcessor.process(key);
    const posterKey = `files/video-poster/${randomBytes(16).toString('hex')}`;
    await deps.storage.write(posterKey, poster.bytes, poster.contentType);
    await deps.storage.publish(posterKey);
    await applyVideoOutcome(deps, file, { status: 'READY', durationSeconds, poster: posterKey });
  } catch (error) {
    if (!(error instanceof VideoProcessingError)) throw error;
    deps.logger.warn({ key, reason: error.reason, err: error.message }, 'lesson video refused');
    await applyVideoOutcome(deps, file, { status: 'FAILED', reason: error.reason });
  }
}
