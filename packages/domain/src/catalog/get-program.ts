import { findPublishedProgram, type ProgramTypeValue } from '@manara/db';
import { z } from 'zod';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { idOrSlugKey } from './is-uuid';
import { toProgramView, type ProgramView } from './program-view';
import { idOrSlugField } from './schemas';

const schema = z.object({ idOrSlug: idOrSlugField });

/** A published program of the given types by id or slug; NOT_FOUND otherwise. */
export async function getProgram(deps: DomainDeps, input: unknown, types: ProgramTypeValue[]): Promise<ProgramView> {
  const { idOrSlug } = parseInput(schema, input);
  const row = await findPublishedProgram(deps.db, idOrSlugKey(idOrSlug), types);
  if (!row) throw new AppError('NOT_FOUND');
  return toProgramView(row);
}
