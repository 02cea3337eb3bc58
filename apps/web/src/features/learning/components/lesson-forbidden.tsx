'use client';
import { useTranslations } from '#intl';
import { StatePanel } from '@/shared/ui/state-panel';
import { Link } from '@/i18n/navigation';
import { CartIcon } from '@/shared/ui/icons/shell-icons';
import { buttonStyles } from '@/shared/ui/styles';
import { LockIcon } from '@/shared/ui/icons/learning-icons';

/** A lesson the viewer may not open (not enrolled, not a preview): offer the program. */
export function LessonForbidden({ programSlug }: { programSlug: string }) {
  const t = useTranslations('learning.lesson');
  return (
    <div data-testid="lesson-forbidden">
      <StatePanel icon={<LockIcon size={30} />} title={t('forbiddenTitle')} body={t('forbiddenBody')} level="h1">
        <Link href={`/program/${programSlug}`} className={buttonStyles.primary}>
          <CartIcon size={18} />
          {t('buy')}
        </Link>
      </StatePanel>
    </div>
  );
}
