import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';

export default function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = use(params);
  setRequestLocale(locale);
  const t = useTranslations('common');
  return (
    <main className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-4xl font-bold text-[var(--accent)]">{t('brand')}</h1>
      <p className="mt-4 text-lg text-[var(--text-muted)]">{t('tagline')}</p>
    </main>
  );
}
