import { findOwnFile, type FileRow } from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';

/** The caller's file under `key`; someone else's reads exactly like a missing one. */
export async function findOwnFileOrFail(deps: DomainDeps, ownerId: string | null, key: string): Promise<FileRow> {
  const row = await findOwnFile(deps.db, ownerId, key);
  if (!row) throw new AppError('NOT_FOUND', [{ field: 'key', messageKey: 'invalid' }]);
  return row;
}
