'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from '#intl';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { MenuIcon } from '@/shared/ui/icons/shell-icons';
import { CloseIcon } from '@/shared/ui/icons/close-icon';
import { Logo } from '@/features/shell/components/layout/logo';
import { iconButton } from '@/shared/ui/styles';
import { MobileMenuMain } from './mobile-menu-main';
import { MobileMenuProfile } from './mobile-menu-profile';

/** Side sheet from the inline-start edge below 1024px (docs/product/shell.md mobile menu). */
export function MobileMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useTranslations('nav');
  const { user } = useSession();
  const [open, setOpen] = useState(defaultOpen);
  const [view, setView] = useState<'main' | 'profile'>('main');

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setView('main');
  };
  const close = () => onOpenChange(false);

  // Growing past the breakpoint hides the sheet; close it so the page is not left locked.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 1024px)');
    const onChange = () => wide.matches && onOpenChange(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger aria-label={t('openMenu')} className={`${iconButton} -ms-2 lg:hidden`}>
        <MenuIcon size={24} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45 animate-fade-in lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-surface shadow-pop animate-sheet-in lg:hidden"
        >
          <Dialog.Title className="sr-only">{t('menuTitle')}</Dialog.Title>
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4">
            <Logo onNavigate={close} />
            <Dialog.Close aria-label={t('closeMenu')} className={iconButton}>
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-5">
            {view === 'profile' && user ? (
              <MobileMenuProfile user={user} onBack={() => setView('main')} onNavigate={close} />
            ) : (
              <MobileMenuMain onOpenProfile={() => setView('profile')} onNavigate={close} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
