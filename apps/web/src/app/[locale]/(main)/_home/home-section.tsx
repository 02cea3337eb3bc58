import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ChevronEndIcon } from '@/shared/components/icons/icons';
import { SkeletonCard } from './skeleton-card';

export type HomeSectionKey = 'popularCourses' | 'liveWorkshops' | 'diplomas' | 'latestBlogs';

/** A home row the catalogue issue fills; for now it shows its heading and calm placeholder cards. */
export function HomeSection({ id, href }: { id: HomeSectionKey; href: string }) {
  const t = useTranslations('pages.home');
  const title = t(`sections.${id}.title`);
  return (
    <section aria-labelledby={`home-${id}`} data-home-section={id} className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`home-${id}`} className="text-2xl font-bold text-fg sm:text-3xl">
            {title}
          </h2>
          <p className="mt-1 text-fg-muted">{t(`sections.${id}.body`)}</p>
        </div>
        <Link href={href} className="inline-flex items-center gap-1 rounded-lg px-2 py-1 font-semibold text-accent hover:underline">
          {t('viewAll')}
          <span className="sr-only">: {title}</span>
          <ChevronEndIcon size={18} className="flip-rtl" />
        </Link>
      </div>
      <p className="sr-only">{t('sectionSoon')}</p>
      <div aria-hidden="true" className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <SkeletonCard key={i} className={i > 1 ? 'hidden lg:block' : i > 0 ? 'hidden sm:block' : ''} />
        ))}
      </div>
    </section>
  );
}
