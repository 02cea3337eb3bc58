'use client';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/shared/ui/toast/use-toast';
import { buttonStyles } from '@/shared/ui/styles';
import { request } from '@/shared/graphql/request';
import { submitQuizMutation, type QuizData } from '../api/quiz-documents';
import { useLearningFormat } from '../hooks/use-learning-format';
import { useCertificateIssue } from '../hooks/use-certificate-issue';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { answeredCount, chooseAnswer, hasUnsavedAnswers, toSubmission, type QuizAnswers } from '../lib/quiz-answers';
import { AttemptReview } from './attempt-review';
import { CertificateNotice } from './certificate-notice';
import { ProgressBar } from './progress-bar';
import { QuizQuestion } from './quiz-question';
import { QuizResult, type AttemptSummary } from './quiz-result';
import { QuizSummary } from './quiz-summary';

type Mode = { kind: 'answering'; index: number } | { kind: 'summary' } | { kind: 'result' } | { kind: 'review' };

/**
 * /quiz/{lessonId}: one question at a time with progress, review before submit, the result and
 * the attempt's review. Attempts left come from the API after every submission.
 */
export function QuizView({
  quiz,
  lessonHref,
  programId,
}: {
  quiz: QuizData;
  lessonHref: string | null;
  programId: string | null;
}) {
  const t = useTranslations('learning.quiz');
  const common = useTranslations('learning.common');
  const locale = useLocale();
  const toast = useToast();
  const { n } = useLearningFormat();
  const questions = quiz.questions;
  const ids = questions.map((q) => q.id);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [attemptsLeft, setAttemptsLeft] = useState(quiz.availableAttemptsForUser);
  const [attempt, setAttempt] = useState<AttemptSummary | null>(quiz.userLastAttempt);
  const [mode, setMode] = useState<Mode>(
    quiz.userLastAttempt && quiz.availableAttemptsForUser === 0 ? { kind: 'result' } : { kind: 'answering', index: 0 },
  );
  const [submitting, setSubmitting] = useState(false);
  const focusTarget = useRef<HTMLDivElement | null>(null);
  const canRetry = attemptsLeft === null || attemptsLeft > 0;
  // Passing can complete the lesson and with it the program: then its certificate is issued.
  const certificate = useCertificateIssue(programId);

  useLeaveGuard(
    hasUnsavedAnswers(answers) && (mode.kind === 'answering' || mode.kind === 'summary'),
    t('leaveWarning'),
  );

  // Each step moves focus to its heading or question, so keyboard and screen-reader users follow along.
  const modeKey = mode.kind === 'answering' ? `q${mode.index}` : mode.kind;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    focusTarget.current?.querySelector<HTMLElement>('h2[tabindex], input')?.focus();
  }, [modeKey]);

  async function submit() {
    if (submitting) return;
    setSubmitting(true);
    try {
      const { submitQuiz: result } = await request(
        submitQuizMutation,
        { input: { lessonId: quiz.lessonId, answers: toSubmission(answers, ids) } },
        { locale },
      );
      if (!result.success || !result.data) {
        toast({ type: 'error', message: result.message });
        return;
      }
      setAttempt(result.data);
      setAttemptsLeft(result.data.availableAttemptsForUser);
      setAnswers({});
      setMode({ kind: 'result' });
      if (result.data.isPassed && result.data.isLessonCompleted) void certificate.issue();
    } catch {
      toast({ type: 'error', message: common('actionFailed') });
    } finally {
      setSubmitting(false);
    }
  }

  const answered = answeredCount(answers, ids);
  const header = (
    <header className="mb-6 flex flex-col gap-1">
      <h1 className="text-2xl font-bold text-fg">
        <bdi>{quiz.title}</bdi>
      </h1>
      <p className="text-sm text-fg-muted">
        {t('passMark', { grade: n(quiz.passingGrade) })} ·{' '}
        <span data-testid="quiz-attempts-left">
          {attemptsLeft === null ? t('unlimited') : t('attemptsLeft', { count: attemptsLeft, n: n(attemptsLeft) })}
        </span>
      </p>
      {attempt && mode.kind === 'answering' ? (
        <p className="text-sm text-fg-muted">{t('lastAttempt', { score: n(attempt.score) })}</p>
      ) : null}
    </header>
  );

  let body;
  if (mode.kind === 'answering' && canRetry) {
    const question = questions[mode.index]!;
    const last = mode.index === questions.length - 1;
    body = (
      <>
        <ProgressBar
          percent={(answered / Math.max(1, questions.length)) * 100}
          label={t('progressLabel', { answered: n(answered), total: n(questions.length) })}
          className="mb-6"
        />
        <QuizQuestion
          key={question.id}
          question={question}
          position={t('questionOf', { current: n(mode.index + 1), total: n(questions.length) })}
          chosen={answers[question.id] ?? []}
          onChoose={(answerId) =>
            setAnswers((current) => chooseAnswer(current, question.id, answerId, question.isMultipleAnswers))
          }
        />
        <div className="mt-6 flex flex-wrap justify-between gap-3">
          <button
            type="button"
            disabled={mode.index === 0}
            onClick={() => setMode({ kind: 'answering', index: mode.index - 1 })}
            className={buttonStyles.secondary}
            data-testid="quiz-previous"
          >
            {t('previous')}
          </button>
          <button
            type="button"
            onClick={() => setMode(last ? { kind: 'summary' } : { kind: 'answering', index: mode.index + 1 })}
            className={buttonStyles.primary}
            data-testid={last ? 'quiz-to-summary' : 'quiz-next'}
          >
            {last ? t('reviewAnswers') : t('next')}
          </button>
        </div>
      </>
    );
  } else if (mode.kind === 'summary') {
    body = (
      <QuizSummary
        questions={questions}
        answers={answers}
        submitting={submitting}
        onEdit={(index) => setMode({ kind: 'answering', index })}
        onSubmit={submit}
      />
    );
  } else if (mode.kind === 'review' && attempt) {
    body = <AttemptReview attemptId={attempt.id} onBack={() => setMode({ kind: 'result' })} />;
  } else if (attempt) {
    body = (
      <QuizResult
        attempt={attempt}
        passingGrade={quiz.passingGrade}
        canRetry={canRetry}
        lessonHref={lessonHref}
        onRetry={() => setMode({ kind: 'answering', index: 0 })}
        onReview={() => setMode({ kind: 'review' })}
      />
    );
  } else {
    body = (
      <div role="status">
        <h2 className="text-xl font-bold text-fg">{t('noAttemptsTitle')}</h2>
        <p className="mt-2 text-fg-muted">{t('noAttemptsBody')}</p>
      </div>
    );
  }

  return (
    <div
      className="rounded-card border border-line bg-surface-raised p-6 shadow-card sm:p-8"
      data-testid="quiz"
      data-mode={mode.kind}
    >
      {header}
      <div ref={focusTarget}>{body}</div>
      {mode.kind === 'result' ? (
        <div className="mt-6">
          <CertificateNotice notice={certificate.notice} />
        </div>
      ) : null}
    </div>
  );
}
