import { findOwnFile, findStudioLesson, insertLessonResource } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { resourceTypeOf } from './resource-type';
import { addLessonResourceSchema } from './schemas';
import type { StudioCurriculum } from './studio-curriculum-view';
import { writeCurriculum } from './write-curriculum';

/**
 * Adds a downloadable resource to a lesson: a file the caller uploaded as LESSON_RESOURCES, its
 * bytes checked and published (learners download it from /media), or an http(s) link. Learners
 * who may open the lesson see it under the lesson.
 */
export async function addLessonResource(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCurriculum> {
  return writeCurriculum(deps, caller, addLessonResourceSchema, input, async ({ tx, actor, program, input }) => {
    const lesson = await findStudioLesson(tx, program.id, input.lessonId);
    if (!lesson) throw new AppError('NOT_FOUND');
    let url = input.link ?? '';
    let type: string = 'LINK';
    if (input.file) {
      const file = await findOwnFile(tx, actor.userId, input.file, { lockForSave: true });
      if (file?.model !== 'LESSON_RESOURCES' || !file.uploadedAt || !file.isPublic)
        throw new AppError('VALIDATION_FAILED', [{ field: 'file', messageKey: 'invalid' }]);
      url = file.key;
      type = resourceTypeOf(file.contentType);
    }
    const resource = await insertLessonResource(tx, {
      lessonId: lesson.id,
      arTitle: input.arTitle,
      enTitle: input.enTitle,
      type,
      url,
    });
    return { action: 'lesson.resource.add', after: { lessonId: lesson.id, resourceId: resource.id, type, url } };
  });
}
