'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { buttonStyles } from '@/shared/ui/styles';
import type { CurriculumLesson, QuizQuestion } from '../api/studio-curriculum-documents';
import type { CurriculumAnswer, CurriculumWrite } from '../hooks/use-curriculum';
import { moveId } from '../lib/curriculum-order';
import { QuizQuestionForm } from './quiz-question-form';
import { SortableList, SortableRow } from './sortable-list';

type Write = (name: CurriculumWrite, input: Record<string, unknown>) => Promise<CurriculumAnswer | null>;

function QuestionRow({
  lessonId,
  question,
  readOnly,
  write,
}: {
  lessonId: string;
  question: QuizQuestion;
  readOnly: boolean;
  write: Write;
}) {
  const t = useTranslations('studio.curriculum.quiz');
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState(false);
  const count = question.options.length;
  return (
    <SortableRow
      id={question.id}
      handleLabel={t('moveQuestion', { title: question.title })}
      disabled={readOnly}
      className="rounded-lg border border-line bg-surface p-2"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="quiz-question">
        <span className="min-w-0 flex-1 text-fg">
          <bdi lang="ar">{question.arTitle}</bdi> · <bdi lang="en">{question.enTitle}</bdi>
        </span>
        <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-fg">
          {question.isMultipleAnswers ? t('several') : t('single')}
        </span>
        <span className="text-xs text-fg-muted">{t('optionsCount', { count, n: formatNumber(count, locale) })}</span>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className={`${buttonStyles.ghost} ${buttonStyles.small}`}
        >
          {open ? t('close') : t('edit')}
          <span className="sr-only">: {question.title}</span>
        </button>
        {readOnly ? null : (
          <button
            type="button"
            onClick={() => {
              if (window.confirm(t('confirmDelete', { title: question.title })))
                void write('deleteQuizQuestion', { questionId: question.id });
            }}
            className={`${buttonStyles.ghost} ${buttonStyles.small}`}
          >
            {t('delete')}
            <span className="sr-only">: {question.title}</span>
          </button>
        )}
      </div>
      {open ? (
        <QuizQuestionForm
          lessonId={lessonId}
          question={question}
          readOnly={readOnly}
          write={write}
          onDone={() => setOpen(false)}
        />
      ) : null}
    </SortableRow>
  );
}

/**
 * A quiz's questions under its lesson form: each opened to edit, deleted, or moved by dragging or
 * with the keyboard (saved as the whole order), and a new one added at the end (decision 0046).
 */
export function QuizQuestions({
  lesson,
  readOnly,
  write,
}: {
  lesson: CurriculumLesson;
  readOnly: boolean;
  write: Write;
}) {
  const t = useTranslations('studio.curriculum.quiz');
  const [adding, setAdding] = useState(false);
  const { questions } = lesson;
  return (
    <section aria-labelledby={`quiz-${lesson.id}`} className="mt-4 flex flex-col gap-3" data-testid="quiz-questions">
      <div>
        <h4 id={`quiz-${lesson.id}`} className="font-bold text-fg">
          {t('heading')}
        </h4>
        <p className="text-sm text-fg-muted">{t('note')}</p>
      </div>
      {questions.length === 0 ? (
        <p className="text-sm text-fg">{t('empty')}</p>
      ) : (
        <SortableList
          items={questions}
          onMove={(activeId, overId) =>
            void write('reorderQuizQuestions', {
              lessonId: lesson.id,
              questionIds: moveId(
                questions.map((q) => q.id),
                activeId,
                overId,
              ),
            })
          }
          className="flex flex-col gap-2"
        >
          {questions.map((question) => (
            <QuestionRow key={question.id} lessonId={lesson.id} question={question} readOnly={readOnly} write={write} />
          ))}
        </SortableList>
      )}
      {readOnly ? null : adding ? (
        <QuizQuestionForm
          lessonId={lesson.id}
          question={null}
          readOnly={false}
          write={write}
          onDone={() => setAdding(false)}
        />
      ) : (
        <button
          type="button"
          onClick={() => setAdding(true)}
          className={`${buttonStyles.secondary} ${buttonStyles.small} self-start`}
          data-testid="quiz-add-question"
        >
          {t('add')}
        </button>
      )}
    </section>
  );
}
