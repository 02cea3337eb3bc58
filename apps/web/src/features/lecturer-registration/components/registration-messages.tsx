import type { ReactNode } from 'react';
import { PageMessages } from '@/i18n/page-messages';

/** Gives the registration form its catalogue on this page only. */
export function RegistrationMessages({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={['lecturer', 'auth']}>{children}</PageMessages>;
}
