import { insertLessonCompletion } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { changeLessonCompletion, type LessonCompletionView } from './change-lesson-completion';

/**
 * `completeLesson(lessonId)`: marks a lesson done, and leaves a done one as it is, so the player
 * may ask it when the learner has watched most of a video without undoing a tick made meanwhile
 * elsewhere (docs/product/learning.md, decision 0041). Otherwise as toggleLessonCompletion.
 */
export function completeLesson(deps: DomainDeps, caller: Caller, input: unknown): Promise<LessonCompletionView> {
  return changeLessonCompletion(deps, caller, input, async (tx, row) => {
    await insertLessonCompletion(tx, row);
    return true;
  });
}
