'use client';
import { useTranslations } from '#intl';
import { Link } from '@/i18n/navigation';
import { buttonStyles } from '@/shared/ui/styles';
import { withNext } from '@/shared/auth/login-href';
import { useReturnPath } from '@/shared/auth/use-return-path';

/** Desktop only: visitors get a login link and a sign-up button (docs/product/shell.md), both back to this page. */
export function VisitorActions() {
  const t = useTranslations('nav');
  const back = useReturnPath();
  return (
    <div className="hidden items-center gap-1 lg:flex">
      <Link href={withNext('/login', back)} className={`${buttonStyles.ghost} ${buttonStyles.small}`}>
        {t('login')}
      </Link>
      <Link href={withNext('/signup', back)} className={`${buttonStyles.primary} ${buttonStyles.small}`}>
        {t('signup')}
      </Link>
    </div>
  );
}
