'use client';
import { useId } from 'react';
import { buttonStyles } from '@/shared/ui/styles';

/**
 * The studio's "are you sure?" step before a decision is sent (a refund, an approval): a small
 * alert dialog in place of the action buttons, focus on confirm, both disabled while it runs.
 */
export function StudioConfirm({
  question,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <div role="alertdialog" aria-labelledby={id} className="flex flex-col gap-3 rounded-lg bg-surface-muted p-3">
      <p id={id} className="font-semibold text-fg">
        {question}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonStyles.primary} disabled={busy} onClick={onConfirm} autoFocus>
          {confirmLabel}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
