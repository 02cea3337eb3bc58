import type { ReactNode } from 'react';
import { PageMessages } from '@/i18n/page-messages';

/** Gives the learning pages' client components the `learning` catalogue, and only on these pages. */
export function LearningMessages({ children }: { children: ReactNode }) {
  return <PageMessages namespaces={['learning']}>{children}</PageMessages>;
}
