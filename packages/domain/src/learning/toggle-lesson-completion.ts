import { toggleLessonCompletionRow } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { changeLessonCompletion, type LessonCompletionView } from './change-lesson-completion';

/** `toggleLessonCompletion(lessonId)`: enrolled learners mark a lesson done or not done (changeLessonCompletion). */
export function toggleLessonCompletion(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<LessonCompletionView> {
  return changeLessonCompletion(deps, caller, input, toggleLessonCompletionRow);
}
