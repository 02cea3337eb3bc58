import { findFileByKey } from '@manara/db';
import type { DomainDeps } from '../deps';
import { applyVideoOutcome } from './apply-video-outcome';
import { refreshHostedVideo } from './refresh-hosted-video';

/** A video host's signed report (Bunny Stream's webhook), its status code already mapped. */
export interface HostedVideoReport {
  videoId: string;
  status: 'PROCESSING' | 'READY' | 'FAILED';
}

/**
 * Records what the video host reports of a lesson video: finished → the host is asked for its
 * length and thumbnail (the report carries neither) and the video is READY; failed → FAILED (the
 * host could not encode it); still working → nothing to change. Videos we never made, and repeated
 * reports, change nothing. Answers what the video is now.
 */
export async function recordHostedVideoReport(
  deps: DomainDeps,
  report: HostedVideoReport,
): Promise<'unknown' | 'PROCESSING' | 'READY' | 'FAILED'> {
  const file = await findFileByKey(deps.db, report.videoId);
  if (!file || file.model !== 'COURSE_VIDEO' || !file.videoStatus) return 'unknown';
  if (report.status === 'PROCESSING') return file.videoStatus;
  const now =
    report.status === 'FAILED'
      ? await applyVideoOutcome(deps, file, { status: 'FAILED', reason: 'notVideo' })
      : await refreshHostedVideo(deps, file);
  return now.videoStatus ?? 'unknown';
}
