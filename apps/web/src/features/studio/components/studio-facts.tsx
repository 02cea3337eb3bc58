import type { ReactNode } from 'react';

/** A studio record's facts as label/value pairs, side by side from small tablets up. */
export function StudioFacts({ rows, preLine = false }: { rows: Array<[string, ReactNode]>; preLine?: boolean }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-fg-muted">{label}</dt>
          <dd className={`${preLine ? 'whitespace-pre-line ' : ''}text-fg`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
