'use client';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';

// Only a signed-in viewer can have an application: the code that asks for it and shows it loads
// for them alone (decision 0079).
const MyApplication = lazy(() => import('./my-application'));

/**
 * A signed-in viewer's application (decision 0051) above the form; the form stays only while
 * there is nothing pending or approved and any re-apply wait is over.
 */
export function MyApplicationGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [formAllowed, setFormAllowed] = useState(true);
  return (
    <div className="flex flex-col gap-6">
      {user ? (
        <Suspense fallback={null}>
          <MyApplication key={user.email} onFormAllowed={setFormAllowed} />
        </Suspense>
      ) : null}
      {!user || formAllowed ? children : null}
    </div>
  );
}
