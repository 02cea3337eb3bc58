'use client';
import { useTranslations } from '#intl';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { buttonStyles } from '@/shared/ui/styles';
import { pushSupported } from './push-worker';
import { syncPushSubscription } from './sync-push-subscription';

type OfferState = 'hidden' | 'offer' | 'working' | 'on' | 'blocked' | 'failed';

/**
 * 'Turn on notifications', in the desktop panel and on /notifications (where phones reach it): the
 * browser's permission prompt only ever follows this click (browsers require a user gesture).
 * Hidden where push is unsupported or already on.
 */
export function PushOffer({ className = 'border-t border-line px-5 py-3' }: { className?: string }) {
  const t = useTranslations('notifications.panel');
  const userId = useSession().user?.id;
  const [state, setState] = useState<OfferState>('hidden');

  useEffect(() => {
    if (!pushSupported()) return;
    setState(
      Notification.permission === 'default' ? 'offer' : Notification.permission === 'denied' ? 'blocked' : 'hidden',
    );
  }, []);

  if (state === 'hidden' || !userId) return null;

  const turnOn = async () => {
    setState('working');
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return setState(permission === 'denied' ? 'blocked' : 'offer');
    try {
      await syncPushSubscription(userId);
      setState('on');
    } catch (error) {
      console.warn('[push] could not subscribe', error);
      setState('failed');
    }
  };

  const message = {
    offer: t('pushOffer'),
    working: t('pushOffer'),
    on: t('pushOn'),
    blocked: t('pushBlocked'),
    failed: t('pushFailed'),
  }[state];
  return (
    <div className={`flex items-center justify-between gap-3 ${className}`} data-testid="push-offer">
      <p role="status" className="text-sm text-fg-muted">
        {message}
      </p>
      {state === 'offer' || state === 'working' ? (
        <button
          type="button"
          onClick={() => void turnOn()}
          disabled={state === 'working'}
          className={`${buttonStyles.secondary} shrink-0`}
        >
          {t('pushTurnOn')}
        </button>
      ) : null}
    </div>
  );
}
