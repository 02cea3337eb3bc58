'use client';
import { normalizeDigits } from '@manara/i18n';
import { useId, type ReactNode } from 'react';
import { buttonStyles } from '@/shared/ui/styles';

/**
 * A studio list's search row: the search box, the list's own filters (`children`) and the submit
 * button. The search is sent trimmed, with Arabic-Indic digits read as digits; `dir` is `ltr` for
 * searches of codes and addresses, `auto` for names.
 */
export function StudioSearchForm({
  label,
  buttonLabel,
  value,
  dir = 'auto',
  onChange,
  onSearch,
  children,
}: {
  label: string;
  buttonLabel: string;
  value: string;
  dir?: 'auto' | 'ltr';
  onChange: (value: string) => void;
  onSearch: (search: string) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(normalizeDigits(value).trim());
      }}
    >
      <div className="flex min-w-48 flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          type="search"
          dir={dir}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-fg focus-visible:border-accent"
        />
      </div>
      {children}
      <button type="submit" className={`${buttonStyles.secondary} min-h-11`}>
        {buttonLabel}
      </button>
    </form>
  );
}
