import { findStudioSection, insertLessonRow } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { addLessonSchema } from './schemas';
import type { StudioCurriculum } from './studio-curriculum-view';
import { writeCurriculum } from './write-curriculum';

/** Adds an article, video or live-session lesson at the end of a section; its content is filled in by updateLesson. */
export async function addLesson(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCurriculum> {
  return writeCurriculum(deps, caller, addLessonSchema, input, async ({ tx, program, input }) => {
    const section = await findStudioSection(tx, program.id, input.sectionId);
    if (!section) throw new AppError('NOT_FOUND');
    const { type, arTitle, enTitle } = input;
    const lesson = await insertLessonRow(tx, { programId: program.id, sectionId: section.id, type, arTitle, enTitle });
    return { action: 'lesson.add', after: { lessonId: lesson.id, sectionId: section.id, type, arTitle, enTitle } };
  });
}
