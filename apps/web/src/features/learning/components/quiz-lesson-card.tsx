'use client';
import { useTranslations } from '#intl';
import { Link } from '@/i18n/navigation';
import { buttonStyles } from '@/shared/ui/styles';
import type { LessonData } from '../api/learning-documents';
import { useLearningFormat } from '../hooks/use-learning-format';
import { QuizIcon } from '@/shared/ui/icons/learning-icons';

/** A quiz lesson in the lesson layout: its size, pass mark, attempts left and the way in. */
export function QuizLessonCard({ lesson }: { lesson: LessonData }) {
  const t = useTranslations('learning.quizLink');
  const { n } = useLearningFormat();
  const attempts = lesson.availableAttemptsForUser;
  return (
    <section
      aria-labelledby="quiz-card-heading"
      className="rounded-card border border-line bg-surface-raised p-6"
      data-testid="quiz-card"
    >
      <h2 id="quiz-card-heading" className="flex items-center gap-2 text-xl font-bold text-fg">
        <QuizIcon size={22} className="text-accent" />
        {t('heading')}
      </h2>
      <p className="mt-2 text-fg">
        {t('facts', {
          count: lesson.numberOfQuestions,
          n: n(lesson.numberOfQuestions),
          grade: n(lesson.passingGrade ?? 0),
        })}
      </p>
      <p className="mt-1 text-sm text-fg-muted">
        {attempts === null ? t('unlimited') : t('attemptsLeft', { count: attempts, n: n(attempts) })}
      </p>
      {lesson.isPassed ? <p className="mt-2 font-semibold text-[light-dark(#0f5132,#a7f3d0)]">{t('passed')}</p> : null}
      <Link href={`/quiz/${lesson.id}`} className={`${buttonStyles.primary} mt-5`} data-testid="quiz-start">
        {lesson.isPassed || attempts === 0 ? t('retake') : t('start')}
      </Link>
    </section>
  );
}
