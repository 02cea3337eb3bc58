'use client';
import { useLocale, useTranslations } from '#intl';
import type { MouseEvent, ReactNode } from 'react';
import { formatNumber, type Locale } from '@manara/i18n';
import { ChevronEndIcon } from '@/shared/ui/icons/chevron-end-icon';
import { ChevronStartIcon } from '@/shared/ui/icons/chevron-start-icon';
import { pageWindow } from './page-window';

const cell = 'inline-flex h-10 min-w-10 items-center justify-center rounded-xl px-3 text-sm font-semibold';

/**
 * Pages as real links (`?page=n`, so they work before hydration and open in a new tab); a plain
 * click is handled in place by `onPage`. A nav landmark with the current page marked.
 */
export function Pagination({
  page,
  totalPages,
  hrefOf,
  onPage,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
  onPage?: (page: number) => void;
}) {
  const t = useTranslations('explore.pagination');
  const locale = useLocale() as Locale;
  const slots = pageWindow(page, totalPages);
  if (slots.length === 0) return null;

  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onPage || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onPage(target);
  };
  const step = (target: number, label: string, icon: ReactNode) =>
    target < 1 || target > totalPages ? (
      <span className={`${cell} text-fg-muted opacity-50`} aria-hidden="true">
        {icon}
      </span>
    ) : (
      <a
        href={hrefOf(target)}
        onClick={follow(target)}
        aria-label={label}
        className={`${cell} border border-line bg-surface-raised text-fg hover:border-accent hover:text-accent`}
      >
        {icon}
      </a>
    );

  return (
    <nav aria-label={t('label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>{step(page - 1, t('previous'), <ChevronStartIcon size={18} className="flip-rtl" />)}</li>
        {slots.map((slot) =>
          slot.kind === 'gap' ? (
            <li key={slot.key} aria-hidden="true" className="px-1 text-fg-muted">
              …
            </li>
          ) : (
            <li key={slot.page}>
              <a
                href={hrefOf(slot.page)}
                onClick={follow(slot.page)}
                aria-label={t('page', { page: formatNumber(slot.page, locale) })}
                aria-current={slot.page === page ? 'page' : undefined}
                className={`${cell} ${slot.page === page ? 'bg-accent text-on-accent' : 'border border-line bg-surface-raised text-fg hover:border-accent hover:text-accent'}`}
              >
                {formatNumber(slot.page, locale)}
              </a>
            </li>
          ),
        )}
        <li>{step(page + 1, t('next'), <ChevronEndIcon size={18} className="flip-rtl" />)}</li>
      </ul>
    </nav>
  );
}
