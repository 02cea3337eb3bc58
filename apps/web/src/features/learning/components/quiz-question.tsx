'use client';
import { useTranslations } from '#intl';
import type { QuizQuestionData } from '../api/quiz-documents';

/**
 * One question as a fieldset: its text is the legend; radios for a single answer, checkboxes
 * for several (native inputs, so arrows and space work as screen-reader users expect).
 */
export function QuizQuestion({
  question,
  position,
  chosen,
  onChoose,
}: {
  question: QuizQuestionData;
  position: string;
  chosen: readonly string[];
  onChoose: (answerId: string) => void;
}) {
  const t = useTranslations('learning.quiz');
  const type = question.isMultipleAnswers ? 'checkbox' : 'radio';
  return (
    <fieldset className="flex flex-col gap-3" data-testid="quiz-question" data-question-id={question.id}>
      <legend className="mb-1">
        <span className="block text-sm font-semibold text-fg-muted">{position}</span>
        <span className="mt-1 block text-xl font-bold text-fg">
          <bdi>{question.title}</bdi>
        </span>
        <span className="mt-1 block text-sm text-fg-muted">
          {question.isMultipleAnswers ? t('multiple') : t('single')}
        </span>
      </legend>
      {question.answers.map((answer) => {
        const checked = chosen.includes(answer.id);
        return (
          <label
            key={answer.id}
            className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${checked ? 'border-accent bg-accent-soft' : 'border-line bg-surface-raised hover:border-accent'}`}
          >
            <input
              type={type}
              name={`question-${question.id}`}
              value={answer.id}
              checked={checked}
              onChange={() => onChoose(answer.id)}
              className="size-5 shrink-0 accent-[var(--accent)]"
            />
            <bdi>{answer.title}</bdi>
          </label>
        );
      })}
    </fieldset>
  );
}
