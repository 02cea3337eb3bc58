import { insertSectionRow } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { addSectionSchema } from './schemas';
import type { StudioCurriculum } from './studio-curriculum-view';
import { writeCurriculum } from './write-curriculum';

/** Adds a section, titled in both languages, after the program's last one. */
export async function addSection(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCurriculum> {
  return writeCurriculum(
    deps,
    caller,
    addSectionSchema,
    input,
    async ({ tx, input: { programId, arTitle, enTitle } }) => {
      const section = await insertSectionRow(tx, { programId, arTitle, enTitle });
      return { action: 'section.add', after: { sectionId: section.id, arTitle, enTitle } };
    },
  );
}
