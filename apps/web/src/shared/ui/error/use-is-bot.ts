'use client';
import { useSyncExternalStore } from 'react';
import { isBot } from './is-bot';

const noSubscription = () => () => {};

/** False on the server (no user agent there); the browser's answer once hydrated. */
export function useIsBot(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => isBot(navigator.userAgent),
    () => false,
  );
}
