import { useLocale, useTranslations } from '#intl';
import type { Locale } from '@manara/i18n';
import type { ResultOf } from '@/shared/graphql/graphql';
import { Link } from '@/i18n/navigation';
import { ResponsiveImage } from '@/shared/ui/media/responsive-image';
import type { CategoryTileFields } from '../api/card-fragments';
import { countArgs } from '@/shared/lib/count-args';

export type CategoryTileItem = ResultOf<typeof CategoryTileFields>;

/** A category with its picture and program count; links to /category/<slug>. */
export function CategoryTile({
  category,
  heading: Heading = 'h3',
}: {
  category: CategoryTileItem;
  heading?: 'h2' | 'h3';
}) {
  const t = useTranslations('explore.card');
  const locale = useLocale() as Locale;
  return (
    <Link
      href={`/category/${encodeURIComponent(category.slug)}`}
      className="group flex items-center gap-3 rounded-card border border-line bg-surface-raised p-3 shadow-card transition hover:border-accent"
    >
      {category.image ? (
        <ResponsiveImage
          src={category.image}
          alt=""
          ratio={1}
          sizes="64px"
          maxWidth={64}
          className="size-16 shrink-0 rounded-xl"
        />
      ) : (
        <span
          aria-hidden="true"
          className="size-16 shrink-0 rounded-xl bg-gradient-to-br from-accent-soft to-surface-muted"
        />
      )}
      <span className="min-w-0">
        <Heading className="font-bold text-fg group-hover:text-accent" dir="auto">
          {category.name}
        </Heading>
        <span className="block text-sm text-fg-muted">
          {t('programs', countArgs(category.learningProgramsCount, locale))}
        </span>
      </span>
    </Link>
  );
}
