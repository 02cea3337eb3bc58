'use client';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useState } from 'react';
import { AlertIcon } from '@/shared/ui/icons/alert-icon';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle-icon';
import { buttonStyles } from '@/shared/ui/styles';
import { request } from '@/shared/graphql/request';
import { reviewAnswersQuery, type ReviewData } from '../api/quiz-documents';
import { useLearningFormat } from '../hooks/use-learning-format';

const right = 'text-[light-dark(#0f5132,#a7f3d0)]';
const wrong = 'text-[light-dark(#7a271a,#fecdca)]';

/**
 * An attempt question by question (reviewAnswers): what the learner chose, and which answers are
 * right only when the quiz shows them (the API sends null otherwise, decision 0012).
 */
export function AttemptReview({ attemptId, onBack }: { attemptId: string; onBack: () => void }) {
  const t = useTranslations('learning');
  const locale = useLocale();
  const { n } = useLearningFormat();
  const [review, setReview] = useState<ReviewData | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    request(reviewAnswersQuery, { userAttemptId: attemptId }, { locale, signal: controller.signal }).then(
      ({ reviewAnswers: result }) => (result.success && result.data ? setReview(result.data) : setFailed(true)),
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => controller.abort();
  }, [attemptId, locale]);

  if (failed)
    return (
      <p role="alert" className={wrong}>
        {t('common.loadFailed')}
      </p>
    );
  if (!review)
    return (
      <p role="status" className="text-fg-muted">
        {t('common.loading')}
      </p>
    );
  return (
    <section aria-labelledby="attempt-review-heading" data-testid="attempt-review">
      <h2 id="attempt-review-heading" className="text-xl font-bold text-fg" tabIndex={-1}>
        {t('quiz.reviewTitle')}
      </h2>
      {!review.showCorrectAnswers ? <p className="mt-2 text-fg-muted">{t('quiz.answersHidden')}</p> : null}
      <ol className="mt-4 flex flex-col gap-4">
        {review.questions.map((question, index) => (
          <li
            key={question.id}
            className="rounded-xl border border-line bg-surface-raised p-4"
            data-testid="review-question"
          >
            <p className="font-semibold text-fg">
              {n(index + 1)}. <bdi>{question.title}</bdi>
            </p>
            {question.isCorrect !== null ? (
              <p
                className={`mt-1 inline-flex items-center gap-1.5 text-sm font-semibold ${question.isCorrect ? right : wrong}`}
              >
                {question.isCorrect ? <CheckCircleIcon size={16} /> : <AlertIcon size={16} />}
                {question.isCorrect ? t('quiz.questionRight') : t('quiz.questionWrong')}
              </p>
            ) : null}
            <ul className="mt-3 flex flex-col gap-2">
              {question.answers.map((answer) => (
                <li
                  key={answer.id}
                  className={`flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2 ${answer.isSelected ? 'border-accent' : 'border-line'}`}
                  data-correct={answer.isCorrect ?? undefined}
                  data-selected={answer.isSelected}
                >
                  <bdi className="flex-1 text-fg">{answer.title}</bdi>
                  {answer.isSelected ? (
                    <span className="text-xs font-semibold text-accent">{t('quiz.yourAnswer')}</span>
                  ) : null}
                  {answer.isCorrect ? (
                    <span className={`text-xs font-semibold ${right}`}>{t('quiz.correctAnswer')}</span>
                  ) : null}
                </li>
              ))}
            </ul>
            {question.explanation ? (
              <p className="mt-3 text-sm text-fg" data-testid="review-explanation">
                <span className="font-semibold">{t('quiz.explanation')}</span> <bdi>{question.explanation}</bdi>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <button type="button" onClick={onBack} className={`${buttonStyles.secondary} mt-6`}>
        {t('quiz.resultHeading')}
      </button>
    </section>
  );
}
