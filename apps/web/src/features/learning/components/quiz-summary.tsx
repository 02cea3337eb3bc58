'use client';
import { useTranslations } from '#intl';
import { buttonStyles } from '@/shared/ui/styles';
import type { QuizQuestionData } from '../api/quiz-documents';
import { useLearningFormat } from '../hooks/use-learning-format';
import type { QuizAnswers } from '../lib/quiz-answers';

/** Review before submit: every question with the chosen answers, a way back to each, and submit. */
export function QuizSummary({
  questions,
  answers,
  submitting,
  onEdit,
  onSubmit,
}: {
  questions: QuizQuestionData[];
  answers: QuizAnswers;
  submitting: boolean;
  onEdit: (index: number) => void;
  onSubmit: () => void;
}) {
  const t = useTranslations('learning.quiz');
  const { n, locale } = useLearningFormat();
  const list = new Intl.ListFormat(locale, { type: 'unit' });
  const unanswered = questions.filter((q) => (answers[q.id]?.length ?? 0) === 0).length;
  return (
    <section aria-labelledby="quiz-summary-heading" data-testid="quiz-summary">
      <h2 id="quiz-summary-heading" className="text-xl font-bold text-fg" tabIndex={-1}>
        {t('reviewHeading')}
      </h2>
      <ol className="mt-4 flex flex-col gap-3">
        {questions.map((question, index) => {
          const chosen = question.answers.filter((a) => answers[question.id]?.includes(a.id));
          return (
            <li
              key={question.id}
              className="flex flex-wrap items-start gap-3 rounded-xl border border-line bg-surface-raised p-4"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-fg">
                  {n(index + 1)}. <bdi>{question.title}</bdi>
                </p>
                <p
                  className={`mt-1 text-sm ${chosen.length ? 'text-fg' : 'font-semibold text-[light-dark(#7a271a,#fecdca)]'}`}
                >
                  {chosen.length ? list.format(chosen.map((a) => a.title)) : t('notAnswered')}
                </p>
              </div>
              <button
                type="button"
                onClick={() => onEdit(index)}
                className={`${buttonStyles.ghost} ${buttonStyles.small}`}
                aria-label={t('edit', { n: n(index + 1) })}
              >
                {t('edit', { n: n(index + 1) })}
              </button>
            </li>
          );
        })}
      </ol>
      {unanswered > 0 ? (
        <p className="mt-4 rounded-xl border border-warn-line bg-warn-bg px-4 py-3 text-warn-fg" role="note">
          {t('unansweredWarning', { count: unanswered, n: n(unanswered) })}
        </p>
      ) : null}
      <button
        type="button"
        onClick={submitting ? undefined : onSubmit}
        aria-disabled={submitting || undefined}
        className={`${buttonStyles.primary} mt-6`}
        data-testid="quiz-submit"
      >
        {submitting ? t('submitting') : t('submit')}
      </button>
    </section>
  );
}
