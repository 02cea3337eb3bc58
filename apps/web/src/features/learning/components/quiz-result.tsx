'use client';
import { useTranslations } from '#intl';
import { Link } from '@/i18n/navigation';
import { AlertIcon } from '@/shared/ui/icons/alert-icon';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle-icon';
import { buttonStyles } from '@/shared/ui/styles';
import { useLearningFormat } from '../hooks/use-learning-format';

export interface AttemptSummary {
  id: string;
  score: number;
  isPassed: boolean;
  numberOfCorrectAnswers: number;
  numberOfWrongAnswers: number;
}

/** An attempt's outcome: score, right and wrong counts, passed or not (in words and icon, not colour alone). */
export function QuizResult({
  attempt,
  passingGrade,
  canRetry,
  lessonHref,
  onRetry,
  onReview,
}: {
  attempt: AttemptSummary;
  passingGrade: number;
  canRetry: boolean;
  lessonHref: string | null;
  onRetry: () => void;
  onReview: () => void;
}) {
  const t = useTranslations('learning.quiz');
  const { n } = useLearningFormat();
  const tone = attempt.isPassed
    ? 'bg-[light-dark(#d1fae5,#0b2e1f)] text-[light-dark(#0f5132,#a7f3d0)]'
    : 'bg-[light-dark(#fef3f2,#3b1512)] text-[light-dark(#7a271a,#fecdca)]';
  const Icon = attempt.isPassed ? CheckCircleIcon : AlertIcon;
  return (
    <section
      aria-labelledby="quiz-result-heading"
      className="flex flex-col gap-5"
      data-testid="quiz-result"
      data-passed={attempt.isPassed}
    >
      <h2 id="quiz-result-heading" className="text-xl font-bold text-fg" tabIndex={-1}>
        {t('resultHeading')}
      </h2>
      <p className={`inline-flex items-center gap-2 self-start rounded-full px-3 py-1 font-semibold ${tone}`}>
        <Icon size={18} />
        {attempt.isPassed ? t('passed') : t('failed')}
      </p>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <div className="rounded-xl border border-line bg-surface-raised p-4">
          <dt className="text-sm text-fg-muted">{t('score')}</dt>
          <dd className="mt-1 text-2xl font-bold text-fg" data-testid="quiz-score">
            {t('scoreValue', { score: n(attempt.score) })}
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-surface-raised p-4">
          <dt className="text-sm text-fg-muted">{t('correct')}</dt>
          <dd className="mt-1 text-2xl font-bold text-fg">{n(attempt.numberOfCorrectAnswers)}</dd>
        </div>
        <div className="rounded-xl border border-line bg-surface-raised p-4">
          <dt className="text-sm text-fg-muted">{t('wrong')}</dt>
          <dd className="mt-1 text-2xl font-bold text-fg">{n(attempt.numberOfWrongAnswers)}</dd>
        </div>
      </dl>
      <p className="text-fg">{attempt.isPassed ? t('passedBody') : t('failedBody', { grade: n(passingGrade) })}</p>
      <div className="flex flex-wrap gap-3">
        {canRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className={attempt.isPassed ? buttonStyles.secondary : buttonStyles.primary}
            data-testid="quiz-retry"
          >
            {t('retry')}
          </button>
        ) : null}
        <button type="button" onClick={onReview} className={buttonStyles.secondary} data-testid="quiz-review">
          {t('seeReview')}
        </button>
        {lessonHref ? (
          <Link
            href={lessonHref}
            className={attempt.isPassed ? buttonStyles.primary : buttonStyles.secondary}
            data-testid="quiz-back-to-lesson"
          >
            {t('backToLesson')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
