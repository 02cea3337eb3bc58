'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import type { QuizQuestion } from '../api/studio-curriculum-documents';
import type { CurriculumAnswer, CurriculumWrite } from '../hooks/use-curriculum';
import {
  addOption,
  errorsByPath,
  markCorrect,
  MAX_OPTIONS,
  MIN_OPTIONS,
  moveOption,
  questionFormValues,
  questionInput,
  removeOption,
  withKind,
  type OptionFormValues,
  type QuestionFormValues,
} from '../lib/quiz-question-form';
import { BilingualPair } from './bilingual-pair';
import { CurriculumForm } from './curriculum-form';

const ar = { lang: 'ar', dir: 'rtl' } as const;
const en = { lang: 'en', dir: 'ltr' } as const;

/** One option: both texts, whether it is correct, and its moves (buttons, so the keyboard reaches them). */
function OptionRow({
  option,
  index,
  count,
  single,
  group,
  errors,
  readOnly,
  onChange,
  onCorrect,
  onMove,
  onRemove,
}: {
  option: OptionFormValues;
  index: number;
  count: number;
  single: boolean;
  /** The name the radios of a single-answer question share, so arrow keys move between them. */
  group: string;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (patch: Partial<OptionFormValues>) => void;
  onCorrect: (isCorrect: boolean) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('studio.curriculum.quiz');
  const fields = useTranslations('studio.fields');
  const locale = useLocale() as Locale;
  const n = formatNumber(index + 1, locale);
  const path = `options.${index}`;
  return (
    <li className="rounded-lg border border-line p-3" data-testid="quiz-option">
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-bold text-fg">{t('option', { n })}</legend>
        <div className="grid gap-3 md:grid-cols-2">
          <TextField
            label={fields('arabic')}
            name={`${path}.arTitle`}
            value={option.arTitle}
            error={errors[`${path}.arTitle`]}
            readOnly={readOnly}
            onChange={(event) => onChange({ arTitle: event.target.value })}
            {...ar}
          />
          <TextField
            label={fields('english')}
            name={`${path}.enTitle`}
            value={option.enTitle}
            error={errors[`${path}.enTitle`] ?? errors[`${path}.optionId`]}
            readOnly={readOnly}
            onChange={(event) => onChange({ enTitle: event.target.value })}
            {...en}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="me-auto flex items-center gap-2 text-sm font-medium">
            <input
              type={single ? 'radio' : 'checkbox'}
              name={single ? group : undefined}
              checked={option.isCorrect}
              disabled={readOnly}
              onChange={(event) => onCorrect(event.target.checked)}
              className="size-4"
            />
            {t('correct')}
          </label>
          {readOnly ? null : (
            <>
              <button
                type="button"
                disabled={index === 0}
                onClick={() => onMove(-1)}
                aria-label={t('moveUp', { n })}
                className={`${buttonStyles.ghost} ${buttonStyles.small} disabled:opacity-40`}
              >
                ↑
              </button>
              <button
                type="button"
                disabled={index === count - 1}
                onClick={() => onMove(1)}
                aria-label={t('moveDown', { n })}
                className={`${buttonStyles.ghost} ${buttonStyles.small} disabled:opacity-40`}
              >
                ↓
              </button>
              <button
                type="button"
                disabled={count <= MIN_OPTIONS}
                onClick={onRemove}
                className={`${buttonStyles.ghost} ${buttonStyles.small} disabled:opacity-40`}
              >
                {t('removeOption', { n })}
              </button>
            </>
          )}
        </div>
      </fieldset>
    </li>
  );
}

/**
 * A quiz question's form (decision 0046): its text in both languages, single or multiple answer,
 * its options in order with the correct ones marked, and its explanation; saved whole. The API's
 * field errors show under the fields they name (`options.1.enTitle`), the options' own rule
 * (`options`) above them.
 */
export function QuizQuestionForm({
  lessonId,
  question,
  readOnly,
  write,
  onDone,
}: {
  lessonId: string;
  question: QuizQuestion | null;
  readOnly: boolean;
  write: (name: CurriculumWrite, input: Record<string, unknown>) => Promise<CurriculumAnswer | null>;
  onDone: () => void;
}) {
  const t = useTranslations('studio.curriculum.quiz');
  const fields = useTranslations('studio.fields');
  const groupId = useId();
  const [values, setValues] = useState<QuestionFormValues>(() => questionFormValues(question));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = (patch: Partial<QuestionFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const text = (name: 'arTitle' | 'enTitle' | 'arExplanation' | 'enExplanation') => ({
    name,
    value: values[name],
    error: errors[name],
    readOnly,
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });

  async function save() {
    const answer = await write('saveQuizQuestion', {
      lessonId,
      ...(question && { questionId: question.id }),
      ...questionInput(values),
    });
    if (!answer) return;
    if (answer.success) return onDone();
    setErrors(errorsByPath(answer.fieldErrors));
    setMessage(answer.message);
  }

  return (
    <CurriculumForm
      message={message}
      submitLabel={readOnly ? null : t('save')}
      cancelLabel={t('close')}
      onCancel={onDone}
      testId="quiz-question-form"
      onSubmit={save}
    >
      <BilingualPair legend={t('question')}>
        <TextAreaField label={fields('arabic')} rows={2} {...text('arTitle')} {...ar} />
        <TextAreaField label={fields('english')} rows={2} {...text('enTitle')} {...en} />
      </BilingualPair>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={values.isMultipleAnswers}
          disabled={readOnly}
          onChange={(event) => setValues((current) => withKind(current, event.target.checked))}
          className="size-4"
          data-testid="quiz-multiple"
        />
        {t('multiple')}
      </label>
      <fieldset className="flex flex-col gap-2" aria-describedby={`${groupId}-options-hint`}>
        <legend className="text-sm font-bold text-fg">{t('options')}</legend>
        <p id={`${groupId}-options-hint`} className="text-xs text-fg-muted">
          {t('optionsHint')}
        </p>
        {errors.options ? (
          <p role="alert" className="text-sm text-[color:light-dark(#b42318,#fda29b)]">
            {errors.options}
          </p>
        ) : null}
        <ol className="flex flex-col gap-2">
          {values.options.map((option, index) => (
            <OptionRow
              key={option.key}
              option={option}
              index={index}
              count={values.options.length}
              single={!values.isMultipleAnswers}
              group={`${groupId}-correct`}
              errors={errors}
              readOnly={readOnly}
              onChange={(patch) =>
                set({ options: values.options.map((o, i) => (i === index ? { ...o, ...patch } : o)) })
              }
              onCorrect={(isCorrect) => set({ options: markCorrect(values, index, isCorrect) })}
              onMove={(delta) => set({ options: moveOption(values.options, index, delta) })}
              onRemove={() => set({ options: removeOption(values.options, index) })}
            />
          ))}
        </ol>
        {readOnly || values.options.length >= MAX_OPTIONS ? null : (
          <button
            type="button"
            onClick={() => set({ options: addOption(values.options) })}
            className={`${buttonStyles.secondary} ${buttonStyles.small} self-start`}
          >
            {t('addOption')}
          </button>
        )}
      </fieldset>
      <BilingualPair legend={t('explanation')}>
        <TextAreaField
          label={fields('arabic')}
          rows={2}
          hint={t('explanationHint')}
          {...text('arExplanation')}
          {...ar}
        />
        <TextAreaField
          label={fields('english')}
          rows={2}
          hint={t('explanationHint')}
          {...text('enExplanation')}
          {...en}
        />
      </BilingualPair>
    </CurriculumForm>
  );
}
