import type { ReactNode } from 'react';

/**
 * The studio's list table: scrolls sideways inside its frame on narrow screens, a caption for
 * screen readers, one header row of column names; the caller writes the body's rows.
 */
export function StudioTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  headings: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-card border border-line">
      <table className="w-full text-start text-[0.95rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-sm text-fg-muted">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 text-start font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
