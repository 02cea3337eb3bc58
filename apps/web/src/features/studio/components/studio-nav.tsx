'use client';
import { useTranslations } from '#intl';
import { useSession } from '@/features/auth/hooks/use-session';
import { Link, usePathname } from '@/i18n/navigation';

const items = [
  { href: '/studio/programs', key: 'programs', adminOnly: false },
  { href: '/studio/analytics', key: 'analytics', adminOnly: false },
  { href: '/studio/blogs', key: 'blogs', adminOnly: false },
  { href: '/studio/orders', key: 'orders', adminOnly: true },
  { href: '/studio/refund-requests', key: 'refundRequests', adminOnly: true },
  { href: '/studio/applications', key: 'applications', adminOnly: true },
  { href: '/studio/coupons', key: 'coupons', adminOnly: true },
  { href: '/studio/categories', key: 'categories', adminOnly: true },
  { href: '/studio/blog-categories', key: 'blogCategories', adminOnly: true },
  { href: '/studio/faqs', key: 'faqs', adminOnly: true },
  { href: '/studio/pages', key: 'policies', adminOnly: true },
  { href: '/studio/lecturers', key: 'lecturers', adminOnly: true },
  { href: '/studio/moderation', key: 'moderation', adminOnly: true },
  { href: '/studio/users', key: 'users', adminOnly: true },
  { href: '/studio/audit', key: 'audit', adminOnly: true },
] as const;
/** Earnings (decision 0060): everyone's for an administrator, a lecturer's own for a lecturer. */
const earnings = { href: '/studio/earnings', adminKey: 'earnings', lecturerKey: 'myEarnings' } as const;
/** A lecturer's own public profile (decision 0064); administrators edit profiles under Lecturers. */
const myProfile = { href: '/studio/profile', key: 'myProfile' } as const;

/** The studio's side navigation (analytics for everyone there: a lecturer sees their own programs); orders, lecturer applications, moderation, people and the whole audit log are for administrators only. */
export function StudioNav() {
  const t = useTranslations('studio.shell');
  const pathname = usePathname();
  const { user } = useSession();
  return (
    <nav aria-label={t('navigation')} className="border-line md:w-56 md:shrink-0 md:border-e">
      <ul className="flex gap-1 overflow-x-auto p-3 md:flex-col">
        {[
          ...items.filter((item) => !item.adminOnly || user?.role === 'ADMIN'),
          { href: earnings.href, key: user?.role === 'ADMIN' ? earnings.adminKey : earnings.lecturerKey },
          ...(user?.role === 'ADMIN' ? [] : [myProfile]),
        ].map((item) => {
          const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={`block whitespace-nowrap rounded-lg px-3 py-2 text-[0.95rem] font-semibold transition-colors ${
                  current ? 'bg-accent-soft text-accent' : 'text-fg hover:bg-surface-muted'
                }`}
              >
                {t(item.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
