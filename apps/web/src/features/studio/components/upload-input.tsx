'use client';
import { useId } from 'react';

/** A labelled file input with its hint (or "uploading…" while busy) and what went wrong, announced. */
export function UploadInput({
  label,
  accept,
  hint,
  busyText,
  busy,
  disabled,
  problem,
  onFile,
}: {
  label: string;
  accept: string;
  hint: string;
  busyText: string;
  busy: boolean;
  disabled: boolean;
  problem: string | null | undefined;
  onFile: (file: File) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled || busy}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
        className="text-sm text-fg file:me-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-2 file:font-semibold"
      />
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {busy ? busyText : hint}
      </p>
      {problem ? (
        <p role="alert" className="text-sm [color:light-dark(#b42318,#fda29b)]">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
