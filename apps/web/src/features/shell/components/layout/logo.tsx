import { useTranslations } from '#intl';
import { Link } from '@/i18n/navigation';
import { LogoMark } from '@/shared/ui/icons/logo-mark';

/** Wordmark plus mark, linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations('common');
  return (
    <Link
      href="/"
      onClick={onNavigate}
      className="inline-flex shrink-0 items-center gap-2 rounded-lg text-xl font-bold tracking-tight text-fg"
    >
      <LogoMark />
      <span>{t('brand')}</span>
    </Link>
  );
}
