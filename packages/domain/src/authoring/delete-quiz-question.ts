import { deleteQuizQuestionRow, findStudioQuizQuestion } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { deleteQuizQuestionSchema } from './schemas';
import type { StudioCurriculum } from './studio-curriculum-view';
import { writeCurriculum } from './write-curriculum';

/**
 * Deletes a quiz question with its options. Past attempts keep their scores and results; only the
 * choices they recorded for this question go (decision 0046). The audit keeps its titles.
 */
export async function deleteQuizQuestion(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCurriculum> {
  return writeCurriculum(deps, caller, deleteQuizQuestionSchema, input, async ({ tx, program, input }) => {
    const question = await findStudioQuizQuestion(tx, program.id, input.questionId);
    if (!question) throw new AppError('NOT_FOUND');
    await deleteQuizQuestionRow(tx, question.id);
    return {
      action: 'quiz.question.delete',
      before: {
        lessonId: question.lessonId,
        questionId: question.id,
        arTitle: question.arTitle,
        enTitle: question.enTitle,
      },
    };
  });
}
