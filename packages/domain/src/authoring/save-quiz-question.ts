import {
  findStudioLesson,
  findStudioQuizQuestion,
  insertQuizQuestionRow,
  listQuestionAnswers,
  replaceQuestionAnswers,
  updateQuizQuestionRow,
} from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError, type FieldError } from '../errors/index';
import { saveQuizQuestionSchema } from './schemas';
import type { StudioCurriculum } from './studio-curriculum-view';
import { writeCurriculum } from './write-curriculum';

/** What the audit keeps of a question: its texts, kind and options. */
const auditOf = (
  question: { arTitle: string; enTitle: string; isMultipleAnswers: boolean },
  options: ReadonlyArray<{ enTitle: string; isCorrect: boolean }>,
) => ({
  arTitle: question.arTitle,
  enTitle: question.enTitle,
  isMultipleAnswers: question.isMultipleAnswers,
  options: options.map((o) => `${o.isCorrect ? '✓' : '✗'} ${o.enTitle}`),
});

/**
 * Saves one quiz question whole: new after the quiz's last, or replacing an existing one's texts,
 * kind, explanation and options (in the order given). Options sent with their id keep their row,
 * so past attempts keep the choices they recorded; options left out are removed. Past attempts
 * keep their scores whatever changes (decision 0046).
 */
export async function saveQuizQuestion(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCurriculum> {
  return writeCurriculum(deps, caller, saveQuizQuestionSchema, input, async ({ tx, program, input }) => {
    const lesson = await findStudioLesson(tx, program.id, input.lessonId);
    if (!lesson) throw new AppError('NOT_FOUND');
    if (lesson.type !== 'QUIZ')
      throw new AppError('VALIDATION_FAILED', [{ field: 'lessonId', messageKey: 'notAQuiz' }]);
    const values = {
      arTitle: input.arTitle,
      enTitle: input.enTitle,
      isMultipleAnswers: input.isMultipleAnswers,
      arExplanation: input.arExplanation ?? '',
      enExplanation: input.enExplanation ?? '',
    };
    const options = input.options.map(({ optionId, arTitle, enTitle, isCorrect }) => ({
      id: optionId,
      arTitle,
      enTitle,
      isCorrect,
    }));

    if (!input.questionId) {
      if (options.some((o) => o.id))
        throw new AppError(
          'VALIDATION_FAILED',
          options.flatMap((o, i): FieldError[] =>
            o.id ? [{ field: `options.${i}.optionId`, messageKey: 'invalid' }] : [],
          ),
        );
      const question = await insertQuizQuestionRow(tx, lesson.id, values);
      await replaceQuestionAnswers(tx, question.id, options);
      return {
        action: 'quiz.question.add',
        after: { lessonId: lesson.id, questionId: question.id, ...auditOf(values, options) },
      };
    }

    const question = await findStudioQuizQuestion(tx, program.id, input.questionId);
    if (!question || question.lessonId !== lesson.id) throw new AppError('NOT_FOUND');
    const stored = await listQuestionAnswers(tx, question.id);
    const strangers = options.flatMap((o, i): FieldError[] =>
      o.id && !stored.some((s) => s.id === o.id) ? [{ field: `options.${i}.optionId`, messageKey: 'invalid' }] : [],
    );
    if (strangers.length > 0) throw new AppError('VALIDATION_FAILED', strangers);
    await updateQuizQuestionRow(tx, question.id, values);
    await replaceQuestionAnswers(tx, question.id, options);
    return {
      action: 'quiz.question.update',
      before: { lessonId: lesson.id, questionId: question.id, ...auditOf(question, stored) },
      after: { lessonId: lesson.id, questionId: question.id, ...auditOf(values, options) },
    };
  });
}
