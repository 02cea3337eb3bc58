import { listProgramsAsParts, listStudioDiplomaParts, replaceDiplomaPrograms } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError, type FieldError } from '../errors/index';
import { setDiplomaProgramsSchema } from './schemas';
import type { StudioCurriculum } from './studio-curriculum-view';
import { writeCurriculum } from './write-curriculum';

/**
 * Makes a diploma's programs exactly these, in this order: adding, removing and reordering are all
 * one save. Each is a course or workshop (a diploma inside a diploma is refused, the diploma itself
 * included), named once, and published — a program already in the diploma may stay whatever its
 * status, so a part unpublished since does not block a reorder. Learners who own the diploma own
 * a program added to it at once and lose none they were enrolled in (decision 0047).
 */
export async function setDiplomaPrograms(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCurriculum> {
  return writeCurriculum(deps, caller, setDiplomaProgramsSchema, input, async ({ tx, program, input }) => {
    if (program.type !== 'DIPLOMA')
      throw new AppError('VALIDATION_FAILED', [{ field: 'programId', messageKey: 'notADiploma' }]);
    const ids = input.programIds.map((id) => id.toLowerCase());
    const [before, found] = await Promise.all([listStudioDiplomaParts(tx, program.id), listProgramsAsParts(tx, ids)]);
    const errors: FieldError[] = [];
    ids.forEach((id, index) => {
      const field = `programIds.${index}`;
      const part = found.find((p) => p.id === id);
      if (ids.indexOf(id) !== index) errors.push({ field, messageKey: 'diplomaDuplicate' });
      else if (id === program.id || part?.type === 'DIPLOMA') errors.push({ field, messageKey: 'diplomaInDiploma' });
      else if (!part || (part.publicationStatus !== 'PUBLISHED' && !before.some((b) => b.id === id)))
        errors.push({ field, messageKey: 'diplomaPartNotPublished' });
    });
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors);
    await replaceDiplomaPrograms(tx, program.id, ids);
    return {
      action: 'diploma.programs',
      before: { programIds: before.map((p) => p.id) },
      after: { programIds: ids },
    };
  });
}
