'use client';
import { useCallback, useRef } from 'react';
import { hasWatchedEnough } from '../lib/watched-time';

/**
 * Completes a video lesson by itself once about 90% of it has been watched (decision 0041):
 * at most once per visit, so the player's frequent reports send one request, and a learner who
 * unticks the lesson afterwards is not overruled.
 */
export function useAutoCompletion(enabled: boolean, complete: () => void) {
  const fired = useRef(false);
  return useCallback(
    (watched: number, duration: number) => {
      if (!enabled || fired.current || !hasWatchedEnough(watched, duration)) return;
      fired.current = true;
      complete();
    },
    [enabled, complete],
  );
}
