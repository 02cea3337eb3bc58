import { findLecturer } from '@manara/db';
import { toLecturerView, type LecturerView } from './lecturer-view';
import { z } from 'zod';
import { idOrSlugField, idOrSlugKey } from '../catalog/index';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';

const schema = z.object({ idOrSlug: idOrSlugField });

/** `lecturer`: an approved lecturer by lecturer id or by the user's slug; NOT_FOUND otherwise. */
export async function getLecturer(deps: DomainDeps, input: unknown): Promise<LecturerView> {
  const { idOrSlug } = parseInput(schema, input);
  const row = await findLecturer(deps.db, idOrSlugKey(idOrSlug));
  if (!row) throw new AppError('NOT_FOUND');
  return toLecturerView(row);
}
