'use client';
import { useLocale, useTranslations } from '#intl';
import type { Locale } from '@manara/i18n';
import { countArgs } from '@/shared/lib/count-args';
import { Link } from '@/i18n/navigation';
import { CartIcon } from '@/shared/ui/icons/shell-icons';
import { CountBadge } from '@/shared/ui/count-badge';
import { iconButton } from '@/shared/ui/styles';

/** The header's cart link with its count badge (docs/product/shell.md): the user's count, or a visitor's guest cart's. */
export function CartButton({ count }: { count: number }) {
  const t = useTranslations('nav');
  const locale = useLocale() as Locale;
  return (
    <Link
      href="/cart"
      aria-label={t('cartWithCount', countArgs(count, locale))}
      className={iconButton}
      data-testid="header-cart"
      data-count={count}
    >
      <CartIcon size={22} />
      <CountBadge count={count} />
    </Link>
  );
}
