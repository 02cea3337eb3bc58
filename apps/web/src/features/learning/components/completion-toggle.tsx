'use client';
import { useTranslations } from '#intl';
import { buttonStyles } from '@/shared/ui/styles';
import { CheckIcon } from '@/shared/ui/icons/learning-icons';

/** The mark complete / not complete switch of a lesson (a pressed toggle button). */
export function CompletionToggle({
  completed,
  busy,
  onToggle,
}: {
  completed: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const t = useTranslations('learning.lesson');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-pressed={completed}
        aria-disabled={busy || undefined}
        onClick={busy ? undefined : onToggle}
        className={completed ? buttonStyles.secondary : buttonStyles.primary}
        data-testid="lesson-complete-toggle"
      >
        <CheckIcon size={18} />
        {completed ? t('markIncomplete') : t('markComplete')}
      </button>
      {completed ? (
        <p className="font-semibold text-[light-dark(#0f5132,#a7f3d0)]" role="status">
          {t('completedNote')}
        </p>
      ) : null}
    </div>
  );
}
