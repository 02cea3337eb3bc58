import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { ChevronStartIcon } from '@/shared/ui/icons/chevron-start-icon';
import { ThemeToggle } from '@/shared/ui/theme/theme-toggle';
import { iconButton } from '@/shared/ui/styles';
import { Logo } from './logo';

/** The slim top bar of the program, lesson and quiz layouts: brand, a way back, theme. */
export function FocusBar({
  backHref,
  backLabel,
  children,
}: {
  backHref: string;
  backLabel: string;
  children?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-[var(--header-height)] max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <span aria-hidden="true" className="hidden h-6 w-px bg-line sm:block" />
        <Link
          href={backHref}
          className="inline-flex min-w-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-fg-muted hover:text-accent"
        >
          <ChevronStartIcon size={18} className="flip-rtl shrink-0" />
          <span className="truncate">{backLabel}</span>
        </Link>
        <div className="ms-auto flex items-center gap-1">
          {children}
          <ThemeToggle className={iconButton} />
        </div>
      </div>
    </header>
  );
}
