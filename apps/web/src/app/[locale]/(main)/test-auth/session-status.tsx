'use client';
import type { Locale } from '@manara/i18n';
import { useLocale } from '#intl';
import { useSession } from '@/features/auth/hooks/use-session';
import { displayName } from '@/features/shell/components/header/display-name';

export interface SessionStatusLabels {
  status: string;
  loading: string;
  signedIn: string;
  signedOut: string;
  name: string;
  email: string;
}

/** What the browser session knows right now. */
export function SessionStatus({ labels }: { labels: SessionStatusLabels }) {
  const locale = useLocale() as Locale;
  const { status, user } = useSession();
  const label = { loading: labels.loading, 'signed-in': labels.signedIn, 'signed-out': labels.signedOut }[status];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
      <dt className="font-semibold text-fg-muted">{labels.status}</dt>
      <dd data-testid="session-status" data-status={status} className="text-fg">
        {label}
      </dd>
      {user ? (
        <>
          <dt className="font-semibold text-fg-muted">{labels.name}</dt>
          <dd className="text-fg">
            <bdi>{displayName(user, locale)}</bdi>
          </dd>
          <dt className="font-semibold text-fg-muted">{labels.email}</dt>
          <dd className="text-fg">
            <bdi>{user.email}</bdi>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
