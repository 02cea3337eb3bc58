import { findStudioLesson, listStudioQuizQuestions, reorderQuizQuestionRows } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { sameMembers } from './same-members';
import { reorderQuizQuestionsSchema } from './schemas';
import type { StudioCurriculum } from './studio-curriculum-view';
import { writeCurriculum } from './write-curriculum';

/**
 * Puts a quiz's questions in a new order. The list must name exactly the quiz's questions, so a
 * stale or partial list changes nothing (`quizQuestionsMismatch`).
 */
export async function reorderQuizQuestions(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<StudioCurriculum> {
  return writeCurriculum(deps, caller, reorderQuizQuestionsSchema, input, async ({ tx, program, input }) => {
    const lesson = await findStudioLesson(tx, program.id, input.lessonId);
    if (!lesson) throw new AppError('NOT_FOUND');
    const stored = (await listStudioQuizQuestions(tx, program.id)).filter((q) => q.lessonId === lesson.id);
    const before = stored.map((q) => q.id);
    if (!sameMembers(input.questionIds, before))
      throw new AppError('VALIDATION_FAILED', [{ field: 'questionIds', messageKey: 'quizQuestionsMismatch' }]);
    await reorderQuizQuestionRows(tx, lesson.id, input.questionIds);
    return {
      action: 'quiz.questions.reorder',
      before: { lessonId: lesson.id, questionIds: before },
      after: { lessonId: lesson.id, questionIds: input.questionIds },
    };
  });
}
