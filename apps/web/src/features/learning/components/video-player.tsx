'use client';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { videoCredentialsQuery } from '../api/learning-documents';
import { usePlayerJsWatched } from '../hooks/use-player-js-watched';
import { usePositionSaver } from '../hooks/use-position-saver';
import { resumeAt } from '../lib/resume';
import { coveredSeconds, rangesOf } from '../lib/watched-time';

type Credentials = {
  finalUrl: string;
  isReady: boolean;
  expiresAt: string;
  player: 'FILE' | 'IFRAME';
  /** The uploaded video's frame, read on the server (decision 0062), shown before it plays. */
  posterUrl: string | null;
};
type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; credentials: Credentials };

/**
 * The lesson video. Its short-lived URL comes from getBunnyViewVideoCredentials (never from the
 * cached page). A file plays in <video>, resuming at the saved position; Bunny Stream plays in
 * its iframe. The timeline stays left to right in Arabic (docs/product/shell.md): the player is dir="ltr".
 * Both report how much has been watched (`onWatched`), so the lesson can complete by itself.
 */
export function VideoPlayer({
  lessonId,
  title,
  savedPosition,
  onWatched,
}: {
  lessonId: string;
  title: string;
  savedPosition: number | null;
  /** Seconds watched (each counted once; seeking ahead does not count) and the video's length. */
  onWatched?: (watched: number, duration: number) => void;
}) {
  const t = useTranslations('learning.video');
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const restoreTo = useRef<number | null>(null);
  const media = useCallback(() => videoRef.current, []);
  const save = usePositionSaver(lessonId, media);
  usePlayerJsWatched(
    frameRef,
    state.kind === 'ready' && state.credentials.player === 'IFRAME' ? state.credentials.finalUrl : null,
    onWatched,
  );

  useEffect(() => {
    const controller = new AbortController();
    request(videoCredentialsQuery, { input: { lessonId } }, { locale, signal: controller.signal }).then(
      ({ getBunnyViewVideoCredentials: result }) =>
        setState(result.success && result.data ? { kind: 'ready', credentials: result.data } : { kind: 'failed' }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [lessonId, locale, attempt]);

  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    const target = restoreTo.current ?? resumeAt(savedPosition, video.duration);
    restoreTo.current = null;
    if (target > 0) video.currentTime = target;
  };

  // The signed URL expires (decision 0012): when playback fails after that, ask for a fresh one and carry on.
  const onError = () => {
    if (state.kind !== 'ready' || Date.parse(state.credentials.expiresAt) > Date.now())
      return setState({ kind: 'failed' });
    restoreTo.current = videoRef.current?.currentTime ?? null;
    setAttempt((n) => n + 1);
  };

  const onTimeUpdate = () => {
    const video = videoRef.current;
    if (video && onWatched) onWatched(coveredSeconds(rangesOf(video.played)), video.duration);
  };

  const frame = 'aspect-video w-full overflow-hidden rounded-card bg-black';
  if (state.kind === 'loading') return <div aria-hidden="true" className={`${frame} animate-pulse`} />;
  if (state.kind === 'failed' || !state.credentials.isReady) {
    return (
      <div className={`${frame} flex items-center justify-center p-6 text-center`} role="status">
        <p className="max-w-md text-white">{state.kind === 'failed' ? t('failed') : t('processing')}</p>
      </div>
    );
  }
  const { credentials } = state;
  return (
    <div dir="ltr" className={frame} data-testid="lesson-video">
      {credentials.player === 'IFRAME' ? (
        <iframe
          ref={frameRef}
          src={credentials.finalUrl}
          title={t('label', { title })}
          className="size-full border-0"
          loading="lazy"
          allow="accelerometer; gyroscope; autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <video
          ref={videoRef}
          src={credentials.finalUrl}
          poster={credentials.posterUrl ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={t('label', { title })}
          className="size-full"
          onLoadedMetadata={onLoadedMetadata}
          onPause={save}
          onTimeUpdate={onTimeUpdate}
          onError={onError}
        />
      )}
    </div>
  );
}
