'use client';
import { useEffect, useRef, type RefObject } from 'react';
import { listenMessage, readPlayerJsMessage } from '../lib/player-js-message';
import { coveredSeconds, mergeRanges, playedStep, type WatchedRanges } from '../lib/watched-time';

const LISTENER = 'manara-watched';

/**
 * How much of a video playing in an embedded player.js iframe (Bunny Stream) has been watched:
 * asks the player for `timeupdate` (when the frame loads and when it says it is ready, since either
 * may come first) and adds up the stretches played, so seeking ahead does not count.
 */
export function usePlayerJsWatched(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string | null,
  onWatched: ((watched: number, duration: number) => void) | undefined,
) {
  const report = useRef(onWatched);
  useEffect(() => {
    report.current = onWatched;
  }, [onWatched]);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe || !src) return;
    const origin = new URL(src, window.location.href).origin;
    let ranges: WatchedRanges = [];
    let previous: number | null = null;
    const listen = () => iframe.contentWindow?.postMessage(listenMessage('timeupdate', LISTENER), origin);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== iframe.contentWindow) return;
      const message = readPlayerJsMessage(event.data);
      if (message?.event === 'ready') listen();
      if (message?.event !== 'timeupdate') return;
      const step = playedStep(previous, message.seconds);
      previous = message.seconds;
      if (!step) return;
      ranges = mergeRanges([...ranges, step]);
      report.current?.(coveredSeconds(ranges), message.duration);
    };
    window.addEventListener('message', onMessage);
    iframe.addEventListener('load', listen);
    return () => {
      window.removeEventListener('message', onMessage);
      iframe.removeEventListener('load', listen);
    };
  }, [frame, src]);
}
