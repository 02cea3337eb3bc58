import { listStudioPrograms } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { diplomaCandidatesSchema } from './schemas';
import { requireStudioActor } from './studio-actor';
import { toStudioProgramView, type StudioProgramView } from './studio-program-view';

const CANDIDATES = 20;

/**
 * What a diploma may hold, for the studio's picker: published courses and workshops, whoever
 * teaches them, matching the search (either title, the slug or the code), the last changed first.
 */
export async function listDiplomaCandidates(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<{ items: StudioProgramView[] }> {
  await requireStudioActor(deps, caller);
  const { search } = parseInput(diplomaCandidatesSchema, input);
  const { rows } = await listStudioPrograms(deps.db, {
    status: 'PUBLISHED',
    types: ['COURSE', 'WORKSHOP'],
    search: search || undefined,
    offset: 0,
    limit: CANDIDATES,
    countCap: 0, // the picker shows no count
  });
  return { items: rows.map(toStudioProgramView) };
}
