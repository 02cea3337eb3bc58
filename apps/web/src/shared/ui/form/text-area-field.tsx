'use client';
import { useId, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line field, styled and wired for errors like the auth TextField. */
export function TextAreaField({ name, label, error, hint, className = '', ...textarea }: TextAreaFieldProps) {
  const id = `${useId()}${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-36 w-full rounded-lg border bg-surface px-3 py-2 text-base text-fg transition-colors focus-visible:border-accent ${
          error ? 'border-[color:light-dark(#b42318,#fda29b)]' : 'border-line'
        } ${className}`}
        {...textarea}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm [color:light-dark(#b42318,#fda29b)]">
          {error}
        </p>
      ) : null}
    </div>
  );
}
