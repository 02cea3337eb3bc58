import { findProgramIdByFormerSlug, findPublishedProgram, type ProgramTypeValue } from '@manara/db';
import { z } from 'zod';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { idOrSlugKey } from './is-uuid';
import { toProgramView, type ProgramView } from './program-view';
import { idOrSlugField } from './schemas';

const schema = z.object({ idOrSlug: idOrSlugField });

/**
 * A published program of the given types by id, slug, or a slug it had before (the web then
 * redirects to the current one, decision 0028); NOT_FOUND otherwise.
 */
export async function getProgram(deps: DomainDeps, input: unknown, types: ProgramTypeValue[]): Promise<ProgramView> {
  const { idOrSlug } = parseInput(schema, input);
  const key = idOrSlugKey(idOrSlug);
  let row = await findPublishedProgram(deps.db, key, types);
  if (!row && 'slug' in key) {
    const formerOwner = await findProgramIdByFormerSlug(deps.db, key.slug);
    if (formerOwner) row = await findPublishedProgram(deps.db, { id: formerOwner }, types);
  }
  if (!row) throw new AppError('NOT_FOUND');
  return toProgramView(row, deps.now());
}
