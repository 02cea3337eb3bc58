import type { ReactNode } from 'react';
import { PageMessages } from '@/i18n/page-messages';

/** Gives the community client components their catalogue on the pages that show them only. */
export function CommunityMessages({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={['community', 'explore.card']}>{children}</PageMessages>;
}
