import type { ReactNode } from 'react';
import { PageMessages } from '@/i18n/page-messages';

/** The social sign-in texts, only on the pages that show the button. */
export function SocialMessages({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={['social', 'auth']}>{children}</PageMessages>;
}
