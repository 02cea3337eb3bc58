'use client';
import { useState } from 'react';
import { UploadThroughLinkError } from '@/features/files/lib/upload-through-link';

/** What a file field says when a file is refused before sending, or the sending fails. */
export interface UploadProblems {
  type: string;
  size: string;
  failed: string;
}

/**
 * One studio file field's upload: the file's type and size checked before a byte is sent, the
 * field busy while `send` runs, and what went wrong kept to show — the server's own translated
 * words when it refused the bytes, the field's `failed` text otherwise.
 */
export function useCheckedUpload(rule: { types: readonly string[]; maxBytes: number }, problems: UploadProblems) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File, send: (file: File) => Promise<void>): Promise<void> {
    setProblem(null);
    if (!rule.types.includes(file.type)) return setProblem(problems.type);
    if (file.size > rule.maxBytes) return setProblem(problems.size);
    setBusy(true);
    try {
      await send(file);
    } catch (failure) {
      setProblem(failure instanceof UploadThroughLinkError && !failure.problem ? failure.message : problems.failed);
    } finally {
      setBusy(false);
    }
  }

  return { busy, problem, upload };
}
