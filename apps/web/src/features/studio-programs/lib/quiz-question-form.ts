import type { QuizQuestion } from '../api/studio-curriculum-documents';

/** One option as its form holds it; `key` tells rows apart while they move, `optionId` is the stored option's. */
export interface OptionFormValues {
  key: string;
  optionId: string | null;
  arTitle: string;
  enTitle: string;
  isCorrect: boolean;
}

export interface QuestionFormValues {
  arTitle: string;
  enTitle: string;
  isMultipleAnswers: boolean;
  arExplanation: string;
  enExplanation: string;
  options: OptionFormValues[];
}

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;

let nextKey = 0;
const blankOption = (): OptionFormValues => ({
  key: `new-${(nextKey += 1)}`,
  optionId: null,
  arTitle: '',
  enTitle: '',
  isCorrect: false,
});

/** A question's form: the stored question, or a new single-answer one with two empty options. */
export function questionFormValues(question: QuizQuestion | null): QuestionFormValues {
  if (!question)
    return {
      arTitle: '',
      enTitle: '',
      isMultipleAnswers: false,
      arExplanation: '',
      enExplanation: '',
      options: [blankOption(), blankOption()],
    };
  return {
    arTitle: question.arTitle,
    enTitle: question.enTitle,
    isMultipleAnswers: question.isMultipleAnswers,
    arExplanation: question.arExplanation,
    enExplanation: question.enExplanation,
    options: question.options.map((o) => ({
      key: o.id,
      optionId: o.id,
      arTitle: o.arTitle,
      enTitle: o.enTitle,
      isCorrect: o.isCorrect,
    })),
  };
}

/** Marks an option correct or not; a single-answer question keeps one correct option only. */
export function markCorrect(values: QuestionFormValues, index: number, isCorrect: boolean): OptionFormValues[] {
  return values.options.map((option, i) => {
    if (i === index) return { ...option, isCorrect };
    return values.isMultipleAnswers || !isCorrect ? option : { ...option, isCorrect: false };
  });
}

/** Turning a question single-answer keeps only its first correct option marked. */
export function withKind(values: QuestionFormValues, isMultipleAnswers: boolean): QuestionFormValues {
  if (isMultipleAnswers) return { ...values, isMultipleAnswers };
  const first = values.options.findIndex((o) => o.isCorrect);
  return {
    ...values,
    isMultipleAnswers,
    options: values.options.map((o, i) => ({ ...o, isCorrect: i === first })),
  };
}

/** The options with one moved up (-1) or down (+1); unchanged at either end. */
export function moveOption(options: readonly OptionFormValues[], index: number, delta: -1 | 1): OptionFormValues[] {
  const target = index + delta;
  if (target < 0 || target >= options.length) return [...options];
  const moved = [...options];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

export const addOption = (options: readonly OptionFormValues[]) =>
  options.length >= MAX_OPTIONS ? [...options] : [...options, blankOption()];

export const removeOption = (options: readonly OptionFormValues[], index: number) =>
  options.length <= MIN_OPTIONS ? [...options] : options.filter((_, i) => i !== index);

/** What saveQuizQuestion takes for these values (the question id added by the caller when it exists). */
export function questionInput(values: QuestionFormValues) {
  return {
    arTitle: values.arTitle,
    enTitle: values.enTitle,
    isMultipleAnswers: values.isMultipleAnswers,
    arExplanation: values.arExplanation,
    enExplanation: values.enExplanation,
    options: values.options.map(({ optionId, arTitle, enTitle, isCorrect }) => ({
      ...(optionId && { optionId }),
      arTitle,
      enTitle,
      isCorrect,
    })),
  };
}

/** The answer's field errors by their whole path (`options.1.enTitle`), first message per path. */
export function errorsByPath(fieldErrors: readonly { field: string; message: string }[]): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const { field, message } of fieldErrors) byPath[field] ??= message;
  return byPath;
}
