'use client';
import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `everyMs`; null until mounted, so server and browser
 * render the same first frame (no hydration mismatch on countdowns).
 */
export function useNow(everyMs: number): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
