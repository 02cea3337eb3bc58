'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import type { ReportGroup } from '../api/studio-moderation-documents';

/**
 * What was reported, in a line or two: its kind, the program, blog or lecturer it belongs to, and
 * a comment's or review's own words (user text, isolated: it may be in either language).
 */
export function ReportTargetCell({ group }: { group: ReportGroup }) {
  const t = useTranslations('studio.moderation');
  const locale = useLocale() as Locale;
  const { target } = group;
  return (
    <span className="flex flex-col gap-1">
      <span className="text-sm font-semibold text-fg-muted">{t(`targets.${group.targetType}`)}</span>
      {target ? (
        <>
          <bdi className="font-semibold text-fg">{locale === 'ar' ? target.arTitle : target.enTitle}</bdi>
          {target.excerpt ? (
            <span dir="auto" className="line-clamp-2 text-fg" data-user-text>
              {target.excerpt}
            </span>
          ) : null}
          {target.hiddenAt ? <span className="text-sm font-semibold text-fg-muted">{t('hidden')}</span> : null}
        </>
      ) : (
        <span className="text-fg-muted">{t('deleted')}</span>
      )}
    </span>
  );
}
