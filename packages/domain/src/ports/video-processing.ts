/** Why a lesson video could not be processed: each is a message key under `studio.curriculum.video.failure`. */
export type VideoFailureReason = 'notVideo' | 'toolMissing' | 'failed';

/** Thrown by a VideoProcessor when a video cannot be read; the reason is shown to its editors. */
export class VideoProcessingError extends Error {
  constructor(
    readonly reason: VideoFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'VideoProcessingError';
  }
}

export interface ProcessedVideo {
  /** The length read from the file, whole seconds. */
  durationSeconds: number;
  /** One frame as a still image, sized for the player. */
  poster: { bytes: Uint8Array; contentType: 'image/webp' | 'image/jpeg' };
}

/**
 * Reads an uploaded lesson video on the server (decision 0062): its length and a poster frame.
 * ffprobe and ffmpeg on files of the local storage; absent where the bytes are elsewhere (S3), or
 * where a video host processes them itself (Bunny Stream).
 */
export interface VideoProcessor {
  process(key: string): Promise<ProcessedVideo>;
}
