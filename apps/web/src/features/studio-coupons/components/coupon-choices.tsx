'use client';
import { useId, type ReactNode } from 'react';

const errorTone = 'text-sm [color:light-dark(#b42318,#fda29b)]';
export const control = 'min-h-11 rounded-lg border border-line bg-surface px-3 text-fg focus-visible:border-accent';

/** A group of choices with its legend and its error, tied together for screen readers. */
export function ChoiceGroup({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {children}
      {error ? (
        <p id={errorId} className={errorTone}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A checkbox with its label, the whole row clickable. */
export function Check({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="checkbox" className="size-5" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
