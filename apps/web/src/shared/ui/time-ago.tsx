'use client';
import { useLocale, useTranslations } from '#intl';
import { formatDateTime, formatTimeAgo, type Locale } from '@manara/i18n';

/**
 * A moment as time ago in the page's language ("3 minutes ago", "قبل ٣ دقائق"), with the exact
 * date and Cairo time as its tooltip and machine-readable in `dateTime` (docs/product/shell.md).
 * The words depend on the clock, so the server's and the browser's may differ by a minute.
 */
export function TimeAgo({ date, className }: { date: string; className?: string }) {
  const locale = useLocale() as Locale;
  const t = useTranslations('common');
  return (
    <time dateTime={date} title={formatDateTime(date, locale)} className={className} suppressHydrationWarning>
      {formatTimeAgo(date, locale, { justNow: t('justNow'), noActivity: t('noActivity') })}
    </time>
  );
}
