import { listStudioLessons, listStudioSections, reorderLessonRows, reorderSectionRows } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { sameMembers } from './same-members';
import { reorderCurriculumSchema } from './schemas';
import type { StudioCurriculum } from './studio-curriculum-view';
import { writeCurriculum } from './write-curriculum';

/**
 * Puts the whole curriculum in a new order: the sections in the order given, each holding the
 * lessons given in that order (a lesson may move to another section). The list must name exactly
 * the program's sections and lessons, so a stale or partial list changes nothing.
 */
export async function reorderCurriculum(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCurriculum> {
  return writeCurriculum(deps, caller, reorderCurriculumSchema, input, async ({ tx, program, input }) => {
    const [sections, lessons] = await Promise.all([
      listStudioSections(tx, program.id),
      listStudioLessons(tx, program.id),
    ]);
    const order = input.sections;
    if (
      !sameMembers(
        order.map((s) => s.sectionId),
        sections.map((s) => s.id),
      ) ||
      !sameMembers(
        order.flatMap((s) => s.lessonIds),
        lessons.map((l) => l.id),
      )
    )
      throw new AppError('VALIDATION_FAILED', [{ field: 'sections', messageKey: 'curriculumMismatch' }]);
    await reorderSectionRows(
      tx,
      program.id,
      order.map((s) => s.sectionId),
    );
    await reorderLessonRows(tx, program.id, order);
    const outline = (pairs: Array<{ sectionId: string; lessonIds: string[] }>) => ({ sections: pairs });
    return {
      action: 'curriculum.reorder',
      before: outline(
        sections.map((s) => ({
          sectionId: s.id,
          lessonIds: lessons.filter((l) => l.sectionId === s.id).map((l) => l.id),
        })),
      ),
      after: outline(order),
    };
  });
}
