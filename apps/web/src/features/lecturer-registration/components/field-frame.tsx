import type { ReactNode } from 'react';

export const fieldClass = (error?: string) =>
  `min-h-11 w-full rounded-lg border bg-surface px-3 py-2 text-base text-fg transition-colors focus-visible:border-accent ${
    error ? 'border-[color:light-dark(#b42318,#fda29b)]' : 'border-line'
  }`;

/** Ids that tie a control to its hint and error for screen readers. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** Label, control, hint and error laid out like the auth forms' text fields. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm [color:light-dark(#b42318,#fda29b)]">
          {error}
        </p>
      )}
    </div>
  );
}
