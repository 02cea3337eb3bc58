import { deleteLessonResourceRow, findStudioLesson } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { deleteLessonResourceSchema } from './schemas';
import type { StudioCurriculum } from './studio-curriculum-view';
import { writeCurriculum } from './write-curriculum';

/** Removes a resource from a lesson (an uploaded file stays in storage; the audit keeps where it was). */
export async function deleteLessonResource(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<StudioCurriculum> {
  return writeCurriculum(deps, caller, deleteLessonResourceSchema, input, async ({ tx, program, input }) => {
    const lesson = await findStudioLesson(tx, program.id, input.lessonId);
    const deleted = lesson ? await deleteLessonResourceRow(tx, lesson.id, input.resourceId) : null;
    if (!deleted) throw new AppError('NOT_FOUND');
    return {
      action: 'lesson.resource.delete',
      before: {
        lessonId: deleted.lessonId,
        resourceId: deleted.id,
        arTitle: deleted.arTitle,
        enTitle: deleted.enTitle,
        url: deleted.url,
      },
    };
  });
}
