import type { ReactNode } from 'react';

/** A calm full-width message (empty, signed out, failed, pending): icon, heading, text, actions. */
export function StatePanel({
  icon,
  title,
  body,
  children,
  live,
  level = 'h2',
}: {
  icon: ReactNode;
  title: string;
  body?: ReactNode;
  children?: ReactNode;
  live?: boolean;
  /** h1 when the panel is the whole page. */
  level?: 'h1' | 'h2';
}) {
  const Heading = level;
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
      {...(live ? { role: 'status', 'aria-live': 'polite' as const } : {})}
    >
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-2xl bg-accent-soft text-accent"
      >
        {icon}
      </span>
      <Heading className="mt-6 text-2xl font-bold text-fg">{title}</Heading>
      {body ? <div className="mt-3 text-fg-muted">{body}</div> : null}
      {children ? <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div> : null}
    </section>
  );
}
