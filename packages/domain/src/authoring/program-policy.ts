import type { StudioProgramRow } from '@manara/db';
import { AppError } from '../errors/index';
import type { StudioActor } from './studio-actor';

/**
 * One place for who may touch a program in the studio (decision 0028). Administrators: every
 * program. Lecturers: the programs whose lecturer they are; any other program is NOT_FOUND to
 * them, so ids of others' drafts reveal nothing.
 */
export function requireProgramEditor(actor: StudioActor, program: StudioProgramRow | null): StudioProgramRow {
  if (!program) throw new AppError('NOT_FOUND');
  if (actor.kind === 'ADMIN') return program;
  if (program.lecturerId !== actor.lecturerId) throw new AppError('NOT_FOUND');
  return program;
}

/** A lecturer may edit prices while the program has never been published; after that they are the admin's. */
export function mayEditMoney(actor: StudioActor, program: Pick<StudioProgramRow, 'publishedAt'>): boolean {
  return actor.kind === 'ADMIN' || program.publishedAt === null;
}
