'use client';
import { useSession } from '@/features/auth/hooks/use-session';
import dynamic from 'next/dynamic';
import { CartButton } from './cart-button';
import { VisitorActions } from './visitor-actions';

// Radix menus load only for signed-in people, outside the first-load JavaScript (DESIGN §7).
const iconPlaceholder = () => <span aria-hidden="true" className="hidden size-10 lg:inline-block" />;
const NotificationsMenu = dynamic(() => import('../notifications/notifications-menu').then((m) => m.NotificationsMenu), {
  ssr: false,
  loading: iconPlaceholder,
});
const ProfileMenu = dynamic(() => import('./profile-menu').then((m) => m.ProfileMenu), {
  ssr: false,
  loading: () => <span aria-hidden="true" className="ms-1 inline-block size-9 rounded-full bg-surface-muted" />,
});

/** The viewer's own part of the header, filled in the browser from the session (DESIGN §1). */
export function HeaderAccount() {
  const { status, user } = useSession();
  if (status === 'loading') {
    return <span aria-hidden="true" className="ms-1 size-9 rounded-full bg-surface-muted" />;
  }
  if (!user) return <VisitorActions />;
  return (
    <>
      <CartButton count={user.cartItemsCount} />
      <NotificationsMenu count={user.notificationsCount} className="hidden lg:block" />
      <ProfileMenu user={user} />
    </>
  );
}
