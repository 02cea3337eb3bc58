'use client';
import { useLocale } from '#intl';
import { useCallback, useEffect, useRef } from 'react';
import { request } from '@/shared/graphql/request';
import { saveLessonPositionMutation } from '../api/learning-documents';
import { POSITION_SAVE_INTERVAL_MS, positionToSave } from '../lib/resume';

/**
 * Saves where the learner is in a lesson's video (decision 0012): every ~10 s while playing, on
 * pause, when the tab is hidden and when the player goes away. Unchanged positions are not sent.
 */
export function usePositionSaver(lessonId: string, media: () => HTMLMediaElement | null) {
  const locale = useLocale();
  const lastSaved = useRef<number | null>(null);

  const save = useCallback(() => {
    const element = media();
    if (!element) return;
    const seconds = positionToSave(element.currentTime, lastSaved.current);
    if (seconds === null) return;
    lastSaved.current = seconds;
    // Best effort: a lost save only costs a few seconds of resume accuracy.
    request(saveLessonPositionMutation, { input: { lessonId, positionSeconds: seconds } }, { locale }).catch(
      () => undefined,
    );
  }, [lessonId, locale, media]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const element = media();
      if (element && !element.paused && !element.ended) save();
    }, POSITION_SAVE_INTERVAL_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', save);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [media, save]);

  return save;
}
