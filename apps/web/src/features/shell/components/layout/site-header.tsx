import { HeaderAccount } from '@/features/shell/components/header/header-account';
import { HeaderNav } from '@/features/shell/components/header/header-nav';
import { LanguageSwitch } from '@/features/shell/components/header/language-switch';
import { LazyMobileMenu } from '@/features/shell/components/mobile-menu/lazy-mobile-menu';
import { LazySearchDialog } from '@/features/search/components/dialog/lazy-search-dialog';
import { ThemeToggle } from '@/shared/ui/theme/theme-toggle';
import { iconButton } from '@/shared/ui/styles';
import { HeaderFrame } from './header-frame';
import { Logo } from './logo';

/** docs/product/shell.md header: a server component; the scroll behaviour and the interactive parts are client islands. */
export function SiteHeader() {
  return (
    <HeaderFrame>
      <div className="mx-auto flex h-[var(--header-height)] max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-6">
        <LazyMobileMenu />
        <Logo />
        <HeaderNav />
        <div className="ms-auto flex items-center gap-1">
          <LazySearchDialog />
          <div className="hidden items-center gap-1 lg:flex">
            <LanguageSwitch />
            <ThemeToggle className={iconButton} />
          </div>
          <HeaderAccount />
        </div>
      </div>
    </HeaderFrame>
  );
}
