'use client';
import { useEffect, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { studioVideoProcessingQuery, type VideoProcessing } from '../api/studio-curriculum-documents';

/** How often a video being processed is asked about again. */
const POLL_MS = 3_000;

/**
 * The processing of a lesson's video (decision 0062): asked once when the video is set, then every
 * few seconds while it is PROCESSING (ffmpeg on the server, or Bunny encoding it). Null while
 * unknown, or when the question fails (the field then shows what it knew).
 */
export function useVideoProcessing(programId: string, videoId: string, locale: string): VideoProcessing | null {
  const [state, setState] = useState<VideoProcessing | null>(null);
  useEffect(() => {
    setState(null);
    if (!videoId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      request(studioVideoProcessingQuery, { input: { programId, videoId } }, { locale, signal: controller.signal })
        .then(({ studioVideoProcessing }) => {
          const found = studioVideoProcessing.data;
          if (!found) return;
          setState(found);
          if (found.status === 'PROCESSING') timer = setTimeout(ask, POLL_MS);
        })
        .catch(() => undefined);
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [programId, videoId, locale]);
  return state;
}
