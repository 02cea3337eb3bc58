'use client';
import { useTranslations } from '#intl';
import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import { buttonStyles } from '@/shared/ui/styles';

/** Shown in place of the form once the application is in; focus moves to its heading. */
export function RegistrationSuccess({ name }: { name: string }) {
  const t = useTranslations('lecturer');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      role="status"
      aria-labelledby="lecturer-success-heading"
      className="flex flex-col items-start gap-4 rounded-card border border-line bg-accent-soft p-6"
      data-testid="lecturer-success"
    >
      <h2 id="lecturer-success-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold text-fg outline-none">
        {t('success.title')}
      </h2>
      <p className="text-fg">{t.rich('success.body', { name, bdi: (chunks) => <bdi>{chunks}</bdi> })}</p>
      <div className="flex flex-wrap gap-3">
        <Link href="/courses" className={buttonStyles.primary}>
          {t('success.browse')}
        </Link>
        <Link href="/faqs" className={buttonStyles.secondary}>
          {t('success.faqs')}
        </Link>
      </div>
    </section>
  );
}
