import { findFileByKey, findStudioProgram, isVideoInProgram } from '@manara/db';
import { z } from 'zod';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { refreshHostedVideo, videoPosterUrl } from '../video/index';
import { requireProgramEditor } from './program-policy';
import { studioProgramSchema } from './schemas';
import { requireStudioActor } from './studio-actor';

const inputSchema = studioProgramSchema.extend({ videoId: z.string().trim().min(1).max(300) });

/** A lesson video's processing as its editors see it (decision 0062). */
export interface VideoProcessingView {
  videoId: string;
  /** NONE: nothing processes this video (demo videos, S3 storage). */
  status: 'NONE' | 'PROCESSING' | 'READY' | 'FAILED';
  /** Why it failed, a key of `studio.curriculum.video.failure`. */
  failure: string | null;
  durationSeconds: number | null;
  posterUrl: string | null;
}

/**
 * A video's processing for the program's editors only (its lecturer or an administrator; others'
 * programs are NOT_FOUND): a video the program plays, or one the caller uploaded and has not saved
 * yet; any other video is NOT_FOUND. While a video host is still encoding, the host is asked again
 * (the editor polls this, so a lost webhook only delays READY).
 */
export async function getVideoProcessing(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<VideoProcessingView> {
  const actor = await requireStudioActor(deps, caller);
  const { programId, videoId } = parseInput(inputSchema, input);
  requireProgramEditor(actor, await findStudioProgram(deps.db, programId));
  const [found, inProgram] = await Promise.all([
    findFileByKey(deps.db, videoId),
    isVideoInProgram(deps.db, programId, videoId),
  ]);
  if (!inProgram && (!found || found.ownerId !== actor.userId)) throw new AppError('NOT_FOUND');
  const file = found?.model === 'COURSE_VIDEO' ? await refreshHostedVideo(deps, found) : null;
  return {
    videoId,
    status: file?.videoStatus ?? 'NONE',
    failure: file?.videoFailure ?? null,
    durationSeconds: file?.videoDurationSeconds ?? null,
    posterUrl: videoPosterUrl(file?.videoPoster ?? null),
  };
}
