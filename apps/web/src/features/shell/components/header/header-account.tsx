'use client';
import { useSession } from '@/features/auth/hooks/use-session';
import { lazy, Suspense, useEffect } from 'react';
import { useGuestCartCount, writeGuestCartCount } from '@/features/cart/lib/guest-cart-count';
import { CartButton } from './cart-button';
import { VisitorActions } from './visitor-actions';

// Radix menus load only for signed-in people, outside the first-load JavaScript (docs/performance.md). The
// session is read in the browser, so these never render on the server: React.lazy is enough, and
// keeps next/dynamic's loader out of every page.
const NotificationsMenu = lazy(() =>
  import('@/features/notifications/components/notifications-menu').then((m) => ({ default: m.NotificationsMenu })),
);
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

/** The viewer's own part of the header, filled in the browser from the session (docs/ARCHITECTURE.md). */
export function HeaderAccount() {
  const { status, user } = useSession();
  const guestCount = useGuestCartCount();
  // Signed in, the guest cart has joined the user's own (docs/product/commerce.md): one count.
  useEffect(() => {
    if (user && guestCount > 0) writeGuestCartCount(0);
  }, [user, guestCount]);
  if (status === 'loading') {
    return <span aria-hidden="true" className="ms-1 size-9 rounded-full bg-surface-muted" />;
  }
  if (!user) {
    return (
      <>
        <CartButton count={guestCount} />
        <VisitorActions />
      </>
    );
  }
  return (
    <>
      <CartButton count={user.cartItemsCount} />
      <Suspense fallback={<span aria-hidden="true" className="hidden size-10 lg:inline-block" />}>
        <NotificationsMenu count={user.notificationsCount} className="hidden lg:block" />
      </Suspense>
      <Suspense
        fallback={<span aria-hidden="true" className="ms-1 inline-block size-9 rounded-full bg-surface-muted" />}
      >
        <ProfileMenu user={user} />
      </Suspense>
    </>
  );
}
