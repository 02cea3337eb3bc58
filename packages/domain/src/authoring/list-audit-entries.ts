import { findStudioProgram, listAuditEntries as listAuditEntryRows, type AuditEntryRow } from '@manara/db';
import { offsetOf, pageOf, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { requireProgramEditor } from './program-policy';
import { auditEntriesSchema } from './schemas';
import { requireStudioActor } from './studio-actor';

export interface AuditEntryView {
  id: string;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  comment: string | null;
  createdAt: Date;
  /** Null when the account is gone. */
  actor: { id: string; firstName: string; lastName: string; arFirstName: string; arLastName: string } | null;
}

function toAuditEntryView(row: AuditEntryRow): AuditEntryView {
  return {
    id: row.id,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    comment: row.comment,
    createdAt: row.createdAt,
    actor: row.actorId
      ? {
          id: row.actorId,
          firstName: row.actorFirstName ?? '',
          lastName: row.actorLastName ?? '',
          arFirstName: row.actorArFirstName ?? '',
          arLastName: row.actorArLastName ?? '',
        }
      : null,
  };
}

/**
 * The audit log (decision 0028): a record's history for whoever may edit it, and the whole log
 * for administrators only.
 */
export async function listAuditEntries(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<Page<AuditEntryView>> {
  const actor = await requireStudioActor(deps, caller);
  const { paginate, entityType, entityId } = parseInput(auditEntriesSchema, input);
  if (entityType === 'program' && entityId) requireProgramEditor(actor, await findStudioProgram(deps.db, entityId));
  else if (actor.kind !== 'ADMIN') throw new AppError('FORBIDDEN');
  const { rows, total } = await listAuditEntryRows(deps.db, {
    entityType,
    entityId,
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  return pageOf(rows.map(toAuditEntryView), paginate, total);
}
