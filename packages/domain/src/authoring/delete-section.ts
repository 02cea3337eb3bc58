import { deleteSectionRow, findStudioSection, listStudioLessons } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { deleteSectionSchema } from './schemas';
import type { StudioCurriculum } from './studio-curriculum-view';
import { writeCurriculum } from './write-curriculum';

/** Deletes a section with its lessons; the audit keeps their titles. */
export async function deleteSection(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCurriculum> {
  return writeCurriculum(deps, caller, deleteSectionSchema, input, async ({ tx, program, input }) => {
    const section = await findStudioSection(tx, program.id, input.sectionId);
    if (!section) throw new AppError('NOT_FOUND');
    const lessons = (await listStudioLessons(tx, program.id)).filter((lesson) => lesson.sectionId === section.id);
    await deleteSectionRow(tx, section.id);
    return {
      action: 'section.delete',
      before: {
        sectionId: section.id,
        arTitle: section.arTitle,
        enTitle: section.enTitle,
        lessons: lessons.map((lesson) => lesson.enTitle),
      },
    };
  });
}
