'use client';
import { useLocale } from '#intl';
import { useEffect, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { mySiteNotificationsQuery } from './notification-documents';
import type { NotificationItem } from './notification-item';

export interface NotificationsPage {
  items: NotificationItem[];
  totalPages: number;
}

/**
 * One page of the viewer's notifications, read in the browser while `enabled` (the panel reads
 * when it opens, each time it opens). A newer request cancels an older one.
 */
export function useNotificationsPage(page: number, limit: number, enabled = true) {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ key: string; data: NotificationsPage } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${page}:${limit}:${attempt}`;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setFailedKey(null);
    request(mySiteNotificationsQuery, { paginate: { page, limit } }, { locale, signal: controller.signal }).then(
      ({ mySiteNotifications: result }) => {
        if (result.success && result.data)
          setLoaded({ key, data: { items: result.data.items, totalPages: result.data.pageInfo.totalPages } });
        else setFailedKey(key);
      },
      () => {
        if (!controller.signal.aborted) setFailedKey(key);
      },
    );
    return () => controller.abort();
  }, [enabled, key, page, limit, locale]);

  const data = enabled && loaded?.key === key ? loaded.data : null;
  const status = data ? 'ready' : failedKey === key ? 'error' : 'loading';
  return { status, data, retry: () => setAttempt((n) => n + 1) } as const;
}
