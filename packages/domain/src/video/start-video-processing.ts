import { insertJob, setVideoProcessing, type FileRow } from '@manara/db';
import type { DomainDeps } from '../deps';
import { refreshHostedVideo } from './refresh-hosted-video';

/** The job that reads an uploaded lesson video on the server (processUploadedVideo). */
export const PROCESS_VIDEO_JOB = 'process-video';

/**
 * A lesson video whose bytes were just checked starts processing (decision 0062): PROCESSING,
 * then either the job runner reads it with ffmpeg (queued once per file, the runner woken) or the
 * video host that keeps it reports on it (Bunny: its webhook, or the editor's polling). Where
 * neither processes videos (S3 storage) the file stays without a status, as before.
 */
export async function startVideoProcessing(deps: DomainDeps, file: FileRow): Promise<FileRow> {
  if (file.model !== 'COURSE_VIDEO' || file.videoStatus) return file;
  const hosted = deps.resumableUploads?.hostedVideo;
  if (!hosted && !deps.videoProcessor) return file;
  const row = (await setVideoProcessing(deps.db, file.id, { videoStatus: 'PROCESSING' })) ?? file;
  // A short video may be encoded already by the time its upload is checked.
  if (hosted) return refreshHostedVideo(deps, row);
  await insertJob(deps.db, {
    kind: PROCESS_VIDEO_JOB,
    payload: { key: file.key },
    runAt: deps.now(),
    dedupeKey: `${PROCESS_VIDEO_JOB}:${file.key}`,
  });
  deps.wakeJobRunner?.();
  return row;
}
