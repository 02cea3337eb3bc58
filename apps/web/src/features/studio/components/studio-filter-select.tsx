'use client';
import { useId } from 'react';

const control = 'min-h-11 rounded-lg border border-line bg-surface px-3 text-fg focus-visible:border-accent';

/** One labelled choice of a studio list's filters (a status, a sort…): its options as [value, label]. */
export function StudioFilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<readonly [V, string]>;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)} className={control}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
