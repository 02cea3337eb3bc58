import type { ReactNode } from 'react';
import { FieldNotes, fieldBorder } from './field-notes';

/** The box every text-like control of the forms draws (its height aside): red-bordered while it has an error. */
export const fieldBox = (error: string | undefined) =>
  `w-full rounded-lg border bg-surface px-3 py-2 text-base text-fg transition-colors focus-visible:border-accent ${fieldBorder(error)}`;

/**
 * A form control with its label above it and its hint and error under it, the one layout of the
 * forms' fields; the control carries `id` and points at the notes (fieldNoteIds).
 */
export function LabelledField({
  id,
  label,
  note,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  note?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {note && <span className="ms-1 font-normal text-fg-muted">{note}</span>}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
