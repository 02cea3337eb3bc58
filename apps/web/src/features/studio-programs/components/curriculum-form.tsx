'use client';
import type { ReactNode } from 'react';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { buttonStyles } from '@/shared/ui/styles';

/** A curriculum form: its message, its fields, and its two buttons (no submit when read-only). */
export function CurriculumForm({
  message,
  onSubmit,
  submitLabel,
  cancelLabel,
  onCancel,
  testId,
  children,
}: {
  message: string | null;
  onSubmit: () => Promise<unknown>;
  submitLabel: string | null;
  cancelLabel: string;
  onCancel?: () => void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      className="mt-3 flex flex-col gap-4"
      data-testid={testId}
    >
      {message ? <FormAlert tone="error">{message}</FormAlert> : null}
      {children}
      <div className="flex flex-wrap gap-3">
        {submitLabel ? (
          <button
            type="submit"
            className={`${buttonStyles.primary} ${buttonStyles.small}`}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </button>
        ) : null}
        {onCancel ? (
          <button type="button" onClick={onCancel} className={`${buttonStyles.secondary} ${buttonStyles.small}`}>
            {cancelLabel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
