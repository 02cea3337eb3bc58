import type { ReactNode } from 'react';

/** The top of a catalogue page: breadcrumbs, the page's one h1, a short description. */
export function PageHeader({
  title,
  description,
  breadcrumbs,
  children,
}: {
  title: string;
  description?: string;
  breadcrumbs?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-accent-soft/40 to-surface">
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-6 sm:px-6 sm:pb-10">
        {breadcrumbs}
        <h1 className="mt-4 text-3xl font-bold text-fg sm:text-4xl" dir="auto">
          {title}
        </h1>
        {description ? <p className="mt-3 max-w-3xl text-lg text-fg-muted">{description}</p> : null}
        {children}
      </div>
    </header>
  );
}
