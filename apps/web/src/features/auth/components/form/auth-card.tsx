import type { ReactNode } from 'react';
import { PageMessages } from '@/i18n/page-messages';

/** The frame of every auth page: a centred card with the page heading and a short introduction; its forms and footer get the auth texts. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <PageMessages namespaces={['auth']}>
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <div className="rounded-card border border-line bg-surface-raised p-6 shadow-card sm:p-8">
          <h1 className="text-2xl font-bold">{title}</h1>
          {intro && <p className="mt-2 text-fg-muted">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 flex flex-col items-center gap-2 text-center text-sm">{footer}</div>}
      </div>
    </PageMessages>
  );
}
