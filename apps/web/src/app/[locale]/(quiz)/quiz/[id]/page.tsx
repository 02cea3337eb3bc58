import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StatePanel } from '@/shared/ui/state-panel';
import { loadQuiz } from '@/features/learning/api/load-quiz';
import { LockIcon } from '@/shared/ui/icons/learning-icons';
import { LearningMessages } from '@/features/learning/components/learning-messages';
import { QuizView } from '@/features/learning/components/quiz-view';
import { Link } from '@/i18n/navigation';
import { buttonStyles } from '@/shared/ui/styles';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { asLocale } from '@/i18n/locale-params';

/** Per learner (attempts, last result): read with the visitor's cookie on every request. */
export const dynamic = 'force-dynamic';

export const generateMetadata = pageMetadata('quiz', { private: true });

type Props = { params: Promise<{ locale: string; id: string }> };

/** /quiz/{lessonId}: the quiz layout (docs/product/shell.md). */
export default async function QuizPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const { quiz, lessonHref, programId } = await loadQuiz(locale, id);
  if (!quiz) {
    const t = await getTranslations({ locale, namespace: 'learning.quiz' });
    return (
      <StatePanel icon={<LockIcon size={30} />} title={t('forbiddenTitle')} body={t('forbiddenBody')} level="h1">
        <Link href="/my-learning-programs" className={buttonStyles.primary}>
          {t('myLearning')}
        </Link>
      </StatePanel>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <LearningMessages>
        <QuizView quiz={quiz} lessonHref={lessonHref} programId={programId} />
      </LearningMessages>
    </div>
  );
}
