'use client';
import { useEffect, useState } from 'react';
import type { EnvelopeOf } from '@/shared/graphql/envelope';

/**
 * A short studio list read whole in the browser with the session (categories, lecturers): its
 * rows once loaded, the refusal code when the caller may not see it, or that loading failed.
 */
export function useStudioWholeList<T>(locale: string, fetchList: () => Promise<EnvelopeOf<{ items: T[] }>>) {
  const [rows, setRows] = useState<T[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchList().then(
      (envelope) => {
        if (!envelope.success || !envelope.data) setRefusal(envelope.code);
        else setRows(envelope.data.items);
      },
      () => setFailed(true),
    );
    // Read again when the language changes, not for every render's new function.
  }, [locale]);
  return { rows, refusal, failed };
}
