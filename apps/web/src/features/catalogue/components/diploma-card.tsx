import { useLocale, useTranslations } from '#intl';
import type { Locale } from '@manara/i18n';
import { Link } from '@/i18n/navigation';
import { CardMedia } from './card-media';
import { ClockIcon, LayersIcon, UserIcon } from '@/shared/ui/icons/catalogue-icons';
import { PriceTag } from './price-tag';
import { programHref } from '../lib/program-href';
import { cardLink, type CardProps } from './program-card';
import { RatingStars } from '@/shared/ui/rating-stars';
import { countArgs } from '@/shared/lib/count-args';

/** A diploma (track) card: what it contains, how long it takes, rating and price; links to /paths/<slug>. */
export function DiplomaCard({ program, priority, heading: Heading = 'h3' }: CardProps) {
  const t = useTranslations('explore');
  const locale = useLocale() as Locale;
  return (
    <Link href={programHref(program)} className={cardLink}>
      <CardMedia src={program.thumbnail} priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold text-accent">
          {t('types.DIPLOMA')}
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
        <p className="flex items-center gap-1.5 text-sm text-fg-muted">
          <LayersIcon size={16} className="shrink-0" />
          {t('card.courses', countArgs(program.coursesCount, locale))} ·{' '}
          {t('card.workshops', countArgs(program.workshopsCount, locale))}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
          {program.lecturer ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <UserIcon size={16} className="shrink-0" />
              <span className="sr-only">{t('card.lecturer')}: </span>
              <bdi className="truncate">{program.lecturer.fullName}</bdi>
            </span>
          ) : null}
          {program.learningTime > 0 ? (
            <span className="inline-flex items-center gap-1">
              <ClockIcon size={16} />
              <span className="sr-only">{t('card.duration')}: </span>
              {t(`duration.${program.learningTimeUnit}`, countArgs(program.learningTime, locale))}
            </span>
          ) : null}
        </p>
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
