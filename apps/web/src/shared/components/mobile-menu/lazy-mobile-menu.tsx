'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { MenuIcon } from '../icons/icons';
import { iconButton } from '../ui/styles';

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

const MobileMenu = dynamic(() => load().then((m) => m.MobileMenu), { ssr: false, loading: () => <MenuButton /> });

/** The menu button below 1024px; the side sheet's code loads on first touch, focus or click. */
export function LazyMobileMenu() {
  const [active, setActive] = useState(false);
  return active ? <MobileMenu defaultOpen /> : <MenuButton onActivate={() => setActive(true)} />;
}
