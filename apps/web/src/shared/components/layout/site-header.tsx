'use client';
import { HeaderAccount } from '../header/header-account';
import { HeaderNav } from '../header/header-nav';
import { LanguageSwitch } from '../header/language-switch';
import { useHeaderScroll } from '../header/use-header-scroll';
import { LazyMobileMenu } from '../mobile-menu/lazy-mobile-menu';
import { LazySearchDialog } from '../search-dialog/lazy-search-dialog';
import { ThemeToggle } from '../theme/theme-toggle';
import { iconButton } from '../ui/styles';
import { Logo } from './logo';

/**
 * SPEC §2 header. The outer box keeps the header's height in the flow, so turning fixed after
 * 100px of scroll does not make the page jump; while scrolling down past 100px it slides away.
 */
export function SiteHeader() {
  const { fixed, scrollingDown } = useHeaderScroll();
  return (
    <div className="h-[var(--header-height)]">
      <header
        data-fixed={fixed}
        data-scrolling-down={scrollingDown}
        className="relative inset-x-0 top-0 z-40 border-b border-line bg-surface/95 backdrop-blur transition-transform duration-300 data-[fixed=true]:fixed data-[fixed=true]:shadow-card data-[scrolling-down=true]:-translate-y-full"
      >
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
      </header>
    </div>
  );
}
