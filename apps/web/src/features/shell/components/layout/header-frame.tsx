'use client';
import type { ReactNode } from 'react';
import { useHeaderScroll } from '@/features/shell/components/header/use-header-scroll';

/**
 * docs/product/shell.md header behaviour. The outer box keeps the header's height in the flow, so turning fixed
 * after 100px of scroll does not make the page jump; while scrolling down past 100px it slides away.
 * Only this frame is a client component; what it holds renders on the server where it can.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const { fixed, scrollingDown } = useHeaderScroll();
  return (
    <div className="h-[var(--header-height)]">
      <header
        data-fixed={fixed}
        data-scrolling-down={scrollingDown}
        className="relative inset-x-0 top-0 z-40 border-b border-line bg-surface/95 backdrop-blur transition-transform duration-300 data-[fixed=true]:fixed data-[fixed=true]:shadow-card data-[scrolling-down=true]:-translate-y-full"
      >
        {children}
      </header>
    </div>
  );
}
