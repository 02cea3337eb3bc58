import { useLocale, useTranslations } from '#intl';
import { formatDateTime, formatEgp, formatNumber, type Locale } from '@manara/i18n';
import type { ReactNode } from 'react';
import { AwardIcon } from '@/shared/ui/icons/award-icon';
import { ClockIcon, LayersIcon, LevelIcon, UserIcon } from '@/shared/ui/icons/catalogue-icons';
import { PriceTag } from '../price-tag';
import type { DiplomaDetail } from './diploma-types';
import { countArgs } from '@/shared/lib/count-args';

/**
 * The diploma's price box: price with discount and VAT, when the discount ends (decision 0072), the viewer's actions (`cta`, from the
 * page), what it contains, duration, level, learners, certificate.
 */
export function DiplomaFacts({ diploma, cta }: { diploma: DiplomaDetail; cta: ReactNode }) {
  const t = useTranslations('pages.pathDetail');
  const te = useTranslations('explore');
  const locale = useLocale() as Locale;
  const facts = [
    {
      Icon: LayersIcon,
      label: t('contents'),
      value: `${te('card.courses', countArgs(diploma.coursesCount, locale))} · ${te('card.workshops', countArgs(diploma.workshopsCount, locale))}`,
    },
    ...(diploma.learningTime > 0
      ? [
          {
            Icon: ClockIcon,
            label: te('card.duration'),
            value: te(`duration.${diploma.learningTimeUnit}`, countArgs(diploma.learningTime, locale)),
          },
        ]
      : []),
    { Icon: LevelIcon, label: te('card.level'), value: te(`levels.${diploma.level}`) },
    // "Learners enrolled: 0" reads as a warning; the fact appears with the first learner.
    ...(diploma.enrolledUsersCount > 0
      ? [{ Icon: UserIcon, label: t('learners'), value: formatNumber(diploma.enrolledUsersCount, locale) }]
      : []),
  ];
  return (
    <div className="rounded-card border border-line bg-surface-raised p-5 shadow-card">
      <PriceTag
        originalPrice={diploma.originalPrice}
        priceAfterDiscount={diploma.priceAfterDiscount}
        vatRate={diploma.vatRate}
        size="lg"
      />
      {diploma.priceWithVat > diploma.priceAfterDiscount ? (
        <p className="mt-1 text-sm text-fg-muted" data-testid="price-with-vat">
          {te('card.withVat', { price: formatEgp(diploma.priceWithVat, locale) })}
        </p>
      ) : null}
      {diploma.offerEndsAt && diploma.priceAfterDiscount < diploma.originalPrice ? (
        <p className="mt-1 text-sm font-medium text-accent" data-testid="offer-ends">
          {te('card.offerEnds', { date: formatDateTime(diploma.offerEndsAt, locale) })}
        </p>
      ) : null}
      <div className="mt-4">{cta}</div>
      <dl className="mt-4 space-y-3 border-t border-line pt-4 text-[0.95rem]">
        {facts.map(({ Icon, label, value }) => (
          <div key={label} className="flex items-start gap-2">
            <Icon size={18} className="mt-1 shrink-0 text-accent" />
            <dt className="text-fg-muted">{label}:</dt>
            <dd className="font-semibold text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      {diploma.hasCertificate || diploma.ACE_Certificate ? (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-accent-soft p-3 text-sm font-medium text-accent">
          <AwardIcon size={18} className="mt-0.5 shrink-0" />
          {diploma.ACE_Certificate && diploma.aceDaysToGetCertified
            ? t('aceCertificate', { days: formatNumber(diploma.aceDaysToGetCertified, locale) })
            : t('certificate')}
        </p>
      ) : null}
    </div>
  );
}
