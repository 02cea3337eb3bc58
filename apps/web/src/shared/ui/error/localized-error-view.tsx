'use client';
import { useLocale, useTranslations } from '#intl';
import { ErrorView } from './error-view';

/** The error page in the current language (for error.tsx boundaries inside the language layout). */
export function LocalizedErrorView({ onRetry }: { onRetry?: () => void }) {
  const t = useTranslations('shell.error');
  const locale = useLocale();
  const texts = { title: t('title'), body: t('body'), home: t('home'), retry: t('retry'), plain: t('plain') };
  return <ErrorView texts={texts} homeHref={locale === 'en' ? '/en' : '/'} onRetry={onRetry} />;
}
