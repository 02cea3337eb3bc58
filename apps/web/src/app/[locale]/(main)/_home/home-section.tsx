import { useTranslations } from '#intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { ChevronEndIcon } from '@/shared/ui/icons/chevron-end-icon';

export type HomeSectionKey = 'categories' | 'popularCourses' | 'liveWorkshops' | 'diplomas' | 'lecturers';

/** A home row: heading, one line on what it holds, a 'view all' link, and its cards (or a calm empty note). */
export function HomeSection({
  id,
  href,
  empty,
  children,
}: {
  id: HomeSectionKey;
  href: string;
  empty: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('pages.home');
  const title = t(`sections.${id}.title`);
  return (
    <section
      aria-labelledby={`home-${id}`}
      data-home-section={id}
      className="render-near-viewport mx-auto max-w-7xl px-4 pt-16 sm:px-6"
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`home-${id}`} className="text-2xl font-bold text-fg sm:text-3xl">
            {title}
          </h2>
          <p className="mt-1 text-fg-muted">{t(`sections.${id}.body`)}</p>
        </div>
        <Link
          href={href}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 font-semibold text-accent hover:underline"
        >
          {t('viewAll')}
          <span className="sr-only">: {title}</span>
          <ChevronEndIcon size={18} className="flip-rtl" />
        </Link>
      </div>
      {empty ? (
        <p className="rounded-card border border-dashed border-line px-5 py-8 text-center text-fg-muted">
          {t('sectionEmpty')}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
