'use client';
import { useEffect, useState } from 'react';

export interface Paged<T> {
  items: T[];
  totalPages: number;
  /** All items over every page, where the list says. */
  totalCount?: number;
  /** The list stopped counting at totalCount: there are more. */
  totalCountIsLowerBound?: boolean;
}

/**
 * One page of a signed-in list, read in the browser; a newer request cancels an older one.
 * `load` must be stable for a given key (the key names what is loaded).
 */
export function usePagedQuery<T>(key: string, load: (signal: AbortSignal) => Promise<Paged<T> | null>) {
  const [loaded, setLoaded] = useState<{ key: string; data: Paged<T> } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailedKey(null);
    load(controller.signal).then(
      (data) => {
        if (data) setLoaded({ key, data });
        else setFailedKey(key);
      },
      () => {
        if (!controller.signal.aborted) setFailedKey(key);
      },
    );
    return () => controller.abort();
    // `load` follows `key`, so the key alone decides when to fetch again.
  }, [key, attempt]);

  const data = loaded?.key === key ? loaded.data : null;
  const status = data ? 'ready' : failedKey === key ? 'error' : 'loading';
  return { status, data, retry: () => setAttempt((n) => n + 1) } as const;
}
