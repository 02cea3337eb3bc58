'use client';
import { useEffect, useRef } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { request } from '@/shared/graphql/request';
import { markNotificationsSeenMutation } from './notification-documents';
import type { NotificationItem } from './notification-item';

/**
 * Decision 0014: notifications become seen once they have been shown to their owner. The cards keep
 * their dot for this showing (so the new ones stand out); the server and the bell's count move on.
 */
export function useMarkShownSeen(items: NotificationItem[] | null) {
  const { user, setUser } = useSession();
  const unseen = (items ?? []).filter((item) => !item.seen).map((item) => item.id);
  const key = unseen.join(',');

  // The bell's count is updated even when the panel has closed meanwhile; marking depends only on the ids.
  const session = useRef({ user, setUser });
  session.current = { user, setUser };

  useEffect(() => {
    if (!key) return;
    request(markNotificationsSeenMutation, { input: { ids: key.split(',') } }).then(
      ({ markNotificationsSeen: result }) => {
        const { user: current, setUser: store } = session.current;
        if (result.success && result.data && current)
          store({ ...current, notificationsCount: result.data.unseenCount });
      },
      // Not fatal: they stay unseen and are marked the next time they are shown.
      () => {},
    );
  }, [key]);
}
