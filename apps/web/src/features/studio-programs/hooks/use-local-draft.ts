'use client';
import { useEffect, useState } from 'react';
import type { ProgramFormValues } from '../lib/program-form';

interface StoredDraft {
  /** The program version the changes were made on. */
  version: number;
  savedAt: string;
  values: ProgramFormValues;
}

const keyOf = (programId: string) => `manara:studio-draft:${programId}`;

function readDraft(programId: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(programId));
    return raw ? (JSON.parse(raw) as StoredDraft) : null;
  } catch {
    return null;
  }
}

/**
 * Unsaved edits kept in this browser a second after each change, so a closed tab or a crash
 * loses no long text: on the next visit the editor offers them back. Saving clears them.
 */
export function useLocalDraft(programId: string, version: number, values: ProgramFormValues, dirty: boolean) {
  const [offered, setOffered] = useState<StoredDraft | null>(null);

  useEffect(() => {
    setOffered(readDraft(programId));
    // Offered once, when the editor opens the program.
  }, [programId]);

  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => {
      const draft: StoredDraft = { version, savedAt: new Date().toISOString(), values };
      try {
        window.localStorage.setItem(keyOf(programId), JSON.stringify(draft));
      } catch {
        // A full or disabled storage only loses the safety net.
      }
    }, 1000);
    return () => clearTimeout(timer);
  }, [programId, version, values, dirty]);

  const clear = () => {
    window.localStorage.removeItem(keyOf(programId));
    setOffered(null);
  };
  return { offered, clear, dismiss: () => setOffered(null) } as const;
}
