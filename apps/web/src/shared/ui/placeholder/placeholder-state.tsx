import { useTranslations } from '#intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { CompassIcon } from '@/shared/ui/icons/compass-icon';
import { buttonStyles } from '@/shared/ui/styles';

/** A page later issues fill: its heading, the coming-soon note and a way home. */
export function PlaceholderState({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  const t = useTranslations('common');
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <CompassIcon size={30} />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-fg sm:text-4xl">{title}</h1>
      {description ? <p className="mt-3 text-lg text-fg-muted">{description}</p> : null}
      <p className="mt-3 text-fg-muted">{t('comingSoon')}</p>
      {children}
      <Link href="/" className={`${buttonStyles.primary} mt-8`}>
        {t('backHome')}
      </Link>
    </section>
  );
}
