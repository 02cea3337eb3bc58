import { setDurationOfVideoLessons, setVideoProcessing, type FileRow } from '@manara/db';
import type { DomainDeps } from '../deps';
import type { VideoFailureReason } from '../ports/index';

/** What processing found: a playable video's length and poster, or why it cannot play. */
export type VideoOutcome =
  | { status: 'READY'; durationSeconds: number | null; poster: string | null }
  | { status: 'FAILED'; reason: VideoFailureReason };

/**
 * Records the end of a video's processing, once (only while it is PROCESSING): READY with the
 * length read from the file, which then replaces the browser's guess in every lesson that plays
 * it, and its poster; or FAILED with the reason its editors are shown. Answers the file as it is now.
 */
export async function applyVideoOutcome(deps: DomainDeps, file: FileRow, outcome: VideoOutcome): Promise<FileRow> {
  const updated = await deps.db.transaction(async (tx) => {
    const row = await setVideoProcessing(
      tx,
      file.id,
      outcome.status === 'READY'
        ? {
            videoStatus: 'READY',
            videoFailure: null,
            videoDurationSeconds: outcome.durationSeconds,
            videoPoster: outcome.poster,
          }
        : { videoStatus: 'FAILED', videoFailure: outcome.reason },
      'PROCESSING',
    );
    if (row && outcome.status === 'READY' && outcome.durationSeconds !== null)
      await setDurationOfVideoLessons(tx, file.key, outcome.durationSeconds);
    return row;
  });
  if (updated) deps.logger.info({ key: file.key, status: updated.videoStatus }, 'lesson video processed');
  return updated ?? file;
}
