import type { HostedVideo, HostedVideoReport } from '@manara/domain';

/**
 * The Stream API's video status (GET /library/{id}/videos/{videoId}, docs/providers.md):
 * 0 Created (no bytes yet), 1 Uploaded, 2 Processing, 3 Transcoding, 4 Finished, 5 Error,
 * 6 UploadFailed, 7 JitSegmenting, 8 JitPlaylistsCreated.
 */
export function hostedStatusOfApi(status: unknown): HostedVideo['status'] {
  switch (status) {
    case 0:
      return 'EMPTY';
    case 4:
      return 'READY';
    case 5:
    case 6:
      return 'FAILED';
    default:
      return 'PROCESSING';
  }
}

/**
 * The webhook's own enum, which differs from the API's: 0 Queued, 1 Processing, 2 Encoding,
 * 3 Finished, 4 Resolution finished, 5 Failed, 6/7/8 presigned upload started/finished/failed,
 * 9 captions generated, 10 title or description generated. A finished resolution is not the
 * whole video yet; captions and titles say nothing of the encoding (null: nothing to record).
 */
export function reportStatusOfWebhook(status: unknown): HostedVideoReport['status'] | null {
  switch (status) {
    case 3:
      return 'READY';
    case 5:
    case 8:
      return 'FAILED';
    case 0:
    case 1:
    case 2:
    case 4:
    case 6:
    case 7:
      return 'PROCESSING';
    default:
      return null;
  }
}
