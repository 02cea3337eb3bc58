import { useTranslations } from '#intl';
import { Link } from '@/i18n/navigation';
import { ChevronEndIcon } from '@/shared/ui/icons/chevron-end-icon';
import { ProgramGrid } from './program-grid';
import type { ProgramCardItem } from './program-card';

/** One kind of program on a category or profile page; 'view all' when more exist than are shown. Nothing when empty. */
export function CategorySection({
  id,
  title,
  items,
  total,
  href,
  priority = false,
}: {
  id: string;
  title: string;
  items: readonly ProgramCardItem[];
  total: number;
  href?: string;
  priority?: boolean;
}) {
  const t = useTranslations('pages.home');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`section-${id}`} className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <h2 id={`section-${id}`} className="text-2xl font-bold text-fg">
          {title}
        </h2>
        {href && total > items.length ? (
          <Link
            href={href}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 font-semibold text-accent hover:underline"
          >
            {t('viewAll')}
            <span className="sr-only">: {title}</span>
            <ChevronEndIcon size={18} className="flip-rtl" />
          </Link>
        ) : null}
      </div>
      <ProgramGrid items={items} priorityCount={priority ? 4 : 0} />
    </section>
  );
}
