'use client';
import { useTranslations } from '#intl';
import { Link } from '@/i18n/navigation';
import { buttonStyles } from '@/shared/ui/styles';

/** Desktop only: visitors get a login link and a sign-up button (docs/product/shell.md). */
export function VisitorActions() {
  const t = useTranslations('nav');
  return (
    <div className="hidden items-center gap-1 lg:flex">
      <Link href="/login" className={`${buttonStyles.ghost} ${buttonStyles.small}`}>
        {t('login')}
      </Link>
      <Link href="/signup" className={`${buttonStyles.primary} ${buttonStyles.small}`}>
        {t('signup')}
      </Link>
    </div>
  );
}
