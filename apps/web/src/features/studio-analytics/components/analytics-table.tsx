import type { ReactNode } from 'react';

interface Props {
  caption: string;
  header: string[];
  rows: ReactNode[][];
  testId?: string;
}

/** One of the dashboard's tables, with its caption shown as the section's heading. */
export function AnalyticsTable({ caption, header, rows, testId }: Props) {
  return (
    <div className="overflow-x-auto rounded-card border border-line">
      <table className="w-full text-start text-[0.95rem]" data-testid={testId}>
        <caption className="px-4 py-3 text-start text-lg font-bold text-fg">{caption}</caption>
        <thead className="bg-surface-muted text-sm text-fg-muted">
          <tr>
            {header.map((label, i) => (
              <th key={label} scope="col" className={`px-4 py-3 font-semibold ${i === 0 ? 'text-start' : 'text-end'}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-t border-line">
              {row.map((value, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-4 py-3 text-start font-medium">
                    {value}
                  </th>
                ) : (
                  <td key={i} className="whitespace-nowrap px-4 py-3 text-end tabular-nums">
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
