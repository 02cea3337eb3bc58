import { findProgramForPreview } from '@manara/db';
import { z } from 'zod';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { toProgramView, type ProgramView } from './program-view';

const schema = z.object({ token: z.string().trim().min(1).max(400) });

/**
 * The program a preview link names, in whatever state it is now, shaped as its public page reads
 * it (decision 0063). A forged, expired or unknown link is NOT_FOUND, like a program that is not there.
 */
export async function getProgramPreview(deps: DomainDeps, input: unknown): Promise<ProgramView> {
  const { token } = parseInput(schema, input);
  const grant = deps.previewLinks.read(token, deps.now());
  const row = grant ? await findProgramForPreview(deps.db, grant.programId) : null;
  if (!row) throw new AppError('NOT_FOUND');
  return toProgramView(row, deps.now());
}
