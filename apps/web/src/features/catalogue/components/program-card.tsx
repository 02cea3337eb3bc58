import { useLocale, useTranslations } from '#intl';
import { formatCairoTime, formatLongDate, type Locale } from '@manara/i18n';
import type { ResultOf } from '@/shared/graphql/graphql';
import { Link } from '@/i18n/navigation';
import type { ProgramCardFields } from '../api/card-fragments';
import { nextLiveSession } from '../lib/next-live-session';
import { CardMedia } from './card-media';
import { CalendarIcon, ClockIcon, LevelIcon, UserIcon } from '@/shared/ui/icons/catalogue-icons';
import { PriceTag } from './price-tag';
import { RatingStars } from '@/shared/ui/rating-stars';
import { countArgs } from '@/shared/lib/count-args';
import { programHref } from '../lib/program-href';

export type ProgramCardItem = ResultOf<typeof ProgramCardFields>;
export type HeadingLevel = 'h2' | 'h3';

export interface CardProps {
  program: ProgramCardItem;
  /** First row of a page: load the image eagerly (largest paint). */
  priority?: boolean;
  heading?: HeadingLevel;
}

/** The canonical URL of a program (slugs, docs/product/shell.md): courses and workshops at /program, diplomas at /paths. */
export const cardLink =
  'group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface-raised shadow-card transition hover:-translate-y-0.5 hover:border-accent hover:shadow-pop';

/** A course or workshop card: one link around picture, title, lecturer, level, duration, rating and price. */
export function ProgramCard({ program, priority, heading: Heading = 'h3' }: CardProps) {
  const t = useTranslations('explore');
  const locale = useLocale() as Locale;
  const next = program.isLiveCourse ? nextLiveSession(program.upcomingLiveSessionStarts, new Date()) : null;
  return (
    <Link href={programHref(program)} className={cardLink}>
      <div className="relative">
        <CardMedia src={program.thumbnail} priority={priority} />
        {program.isLiveCourse ? (
          <span className="absolute start-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold text-white shadow">
            <span aria-hidden="true" className="size-2 rounded-full bg-white" />
            {t('card.live')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold text-accent">
          {t(`types.${program.type}`)}
          {program.category ? (
            <>
              {' '}
              · <bdi>{program.category.name}</bdi>
            </>
          ) : null}
        </p>
        <Heading className="line-clamp-2 text-base font-bold leading-snug text-fg group-hover:text-accent" dir="auto">
          {program.title}
        </Heading>
        {program.lecturer ? (
          <p className="flex items-center gap-1.5 text-sm text-fg-muted">
            <UserIcon size={16} className="shrink-0" />
            <span className="sr-only">{t('card.lecturer')}: </span>
            <bdi className="truncate">{program.lecturer.fullName}</bdi>
          </p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
          <span className="inline-flex items-center gap-1">
            <LevelIcon size={16} />
            <span className="sr-only">{t('card.level')}: </span>
            {t(`levels.${program.level}`)}
          </span>
          {program.learningTime > 0 ? (
            <span className="inline-flex items-center gap-1">
              <ClockIcon size={16} />
              <span className="sr-only">{t('card.duration')}: </span>
              {t(`duration.${program.learningTimeUnit}`, countArgs(program.learningTime, locale))}
            </span>
          ) : null}
        </p>
        {next ? (
          <p className="flex items-start gap-1.5 text-sm font-medium text-fg">
            <CalendarIcon size={16} className="mt-1 shrink-0 text-accent" />
            {t('card.nextSession', { date: formatLongDate(next, locale), time: formatCairoTime(next, locale) })}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 border-t border-line pt-3">
          <RatingStars rating={program.averageRating} count={program.totalNumberOfRatings} size={14} />
          {/* At the end even when there are no ratings to show beside it. */}
          <div className="ms-auto">
            <PriceTag
              originalPrice={program.originalPrice}
              priceAfterDiscount={program.priceAfterDiscount}
              vatRate={program.vatRate}
            />
          </div>
        </div>
      </div>
    </Link>
  );
}
