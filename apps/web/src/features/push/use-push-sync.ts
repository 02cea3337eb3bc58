'use client';
import { useEffect } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { pushSupported } from './push-worker';
import { syncPushSubscription } from './sync-push-subscription';

/** When someone signs in on a browser that already allows notifications, send its subscription. */
export function usePushSync() {
  const userId = useSession().user?.id;
  useEffect(() => {
    if (!userId || !pushSupported() || Notification.permission !== 'granted') return;
    syncPushSubscription(userId).catch((error: unknown) =>
      console.warn('[push] could not sync the subscription', error),
    );
  }, [userId]);
}
