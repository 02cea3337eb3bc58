import type { ReactNode } from 'react';

/** One titled card of the personal-information page. */
export function SettingsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface-raised p-5 shadow-card sm:p-8">
      <h2 id={id} className="text-xl font-bold text-fg">
        {title}
      </h2>
      {intro && <p className="mt-1 text-fg-muted">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
