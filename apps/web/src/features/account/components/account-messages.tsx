import type { ReactNode } from 'react';
import { PageMessages } from '@/i18n/page-messages';

/** Gives the settings forms their catalogue on the page that shows them only. */
export function AccountMessages({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={['account', 'auth']}>{children}</PageMessages>;
}
