import { findUserById, type UserRow } from '@manara/db';
import type { DomainDeps, Viewer } from '../deps';
import { AppError } from '../errors/index';

/** The viewer's account row; a deleted or blocked account acts as signed out. */
export async function loadActiveUser(deps: DomainDeps, viewer: Viewer): Promise<UserRow> {
  const user = await findUserById(deps.db, viewer.userId);
  if (!user || user.isDeleted || user.isBlocked) throw new AppError('UNAUTHENTICATED');
  return user;
}
