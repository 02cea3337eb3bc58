'use client';
import { useTranslations } from '#intl';
import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from '@/shared/ui/icons/shell-icons';
import { iconButton } from '@/shared/ui/styles';

const load = () => import('./mobile-menu');

function MenuButton({ onActivate }: { onActivate?: () => void }) {
  const t = useTranslations('nav');
  return (
    <button
      type="button"
      aria-label={t('openMenu')}
      className={`${iconButton} -ms-2 lg:hidden`}
      onClick={onActivate}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
    >
      <MenuIcon size={24} />
    </button>
  );
}

// React.lazy rather than next/dynamic: it renders only after a touch, and next/dynamic's loader
// would add its own code to every page's first load.
const MobileMenu = lazy(() => load().then((m) => ({ default: m.MobileMenu })));

/** The menu button below 1024px; the side sheet's code loads on first touch, focus or click. */
export function LazyMobileMenu() {
  const [active, setActive] = useState(false);
  return active ? (
    <Suspense fallback={<MenuButton />}>
      <MobileMenu defaultOpen />
    </Suspense>
  ) : (
    <MenuButton onActivate={() => setActive(true)} />
  );
}
