import { findStudioSection, updateSectionRow } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { changedFields } from './record-audit';
import { updateSectionSchema } from './schemas';
import type { StudioCurriculum } from './studio-curriculum-view';
import { writeCurriculum } from './write-curriculum';

/** Renames a section (either title or both); a section of another program is NOT_FOUND. */
export async function updateSection(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCurriculum> {
  return writeCurriculum(deps, caller, updateSectionSchema, input, async ({ tx, program, input }) => {
    const section = await findStudioSection(tx, program.id, input.sectionId);
    if (!section) throw new AppError('NOT_FOUND');
    await updateSectionRow(tx, section.id, input.changes);
    const diff = changedFields({ ...section }, input.changes);
    return {
      action: 'section.update',
      before: { sectionId: section.id, ...diff.before },
      after: { sectionId: section.id, ...diff.after },
    };
  });
}
