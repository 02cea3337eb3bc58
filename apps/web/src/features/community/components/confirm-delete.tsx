'use client';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '@/shared/ui/styles';
import { TrashIcon } from './community-icons';

interface ConfirmDeleteProps {
  labels: { delete: string; question: string; confirm: string; cancel: string };
  onConfirm: () => Promise<void> | void;
  testId?: string;
}

/** A delete button that asks once, inline, before acting; focus moves to the question's buttons and back. */
export function ConfirmDelete({ labels, onConfirm, testId }: ConfirmDeleteProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) triggerRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setAsking(true)}
        className={`${buttonStyles.ghost} ${buttonStyles.small}`}
        data-testid={testId}
      >
        <TrashIcon size={16} />
        {labels.delete}
      </button>
    );
  }
  return (
    <div role="group" aria-label={labels.question} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-fg">{labels.question}</span>
      <button
        ref={confirmRef}
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setAsking(false);
          }
        }}
        className={`${buttonStyles.primary} ${buttonStyles.small}`}
        data-testid={testId ? `${testId}-confirm` : undefined}
      >
        {labels.confirm}
      </button>
      <button
        type="button"
        onClick={() => setAsking(false)}
        className={`${buttonStyles.secondary} ${buttonStyles.small}`}
      >
        {labels.cancel}
      </button>
    </div>
  );
}
