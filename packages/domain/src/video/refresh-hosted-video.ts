import type { FileRow } from '@manara/db';
import type { DomainDeps } from '../deps';
import { applyVideoOutcome } from './apply-video-outcome';

/**
 * Asks the video host (Bunny Stream) how a PROCESSING video is doing and records the end when it
 * came: READY with the host's length and thumbnail, or FAILED (the host could not encode the
 * bytes: not a video). Still encoding, unknown to the host, or unreachable: the file stays as it is.
 */
export async function refreshHostedVideo(deps: DomainDeps, file: FileRow): Promise<FileRow> {
  const hosted = deps.resumableUploads?.hostedVideo;
  if (!hosted || file.videoStatus !== 'PROCESSING') return file;
  const video = await hosted(file.key).catch((error: unknown) => {
    deps.logger.warn(
      { key: file.key, err: error instanceof Error ? error.message : String(error) },
      'video host unreachable',
    );
    return null;
  });
  if (video?.status === 'READY')
    return applyVideoOutcome(deps, file, {
      status: 'READY',
      durationSeconds: video.durationSeconds,
      poster: video.posterUrl,
    });
  if (video?.status === 'FAILED') return applyVideoOutcome(deps, file, { status: 'FAILED', reason: 'notVideo' });
  return file;
}
