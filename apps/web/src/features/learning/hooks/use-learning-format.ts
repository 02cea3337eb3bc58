'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback } from 'react';
import { clampPercent } from '../lib/progress';

/** Numbers as the page's language writes them, and the progress texts built from them. */
export function useLearningFormat() {
  const locale = useLocale() as Locale;
  const t = useTranslations('learning.common');
  const n = useCallback((value: number) => formatNumber(value, locale), [locale]);
  const percentText = useCallback((percent: number) => t('progress', { percent: n(clampPercent(percent)) }), [t, n]);
  const lessonsText = useCallback(
    (done: number, total: number) => t('progressLessons', { done: n(done), total: n(total) }),
    [t, n],
  );
  return { locale, n, percentText, lessonsText };
}
