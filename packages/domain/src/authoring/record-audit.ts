import { insertAuditEntry, type DbOrTx } from '@manara/db';

export interface AuditFacts {
  /** Null: the platform itself (a scheduled publication). */
  actorId: string | null;
  /** `program.create`, `program.update`, `program.publish` … */
  action: string;
  entityType:
    | 'program'
    | 'order'
    | 'lecturerApplication'
    | 'coupon'
    | 'report'
    | 'certificate'
    | 'user'
    | 'refundRequest'
    | 'lecturer'
    | 'refundPolicy'
    | 'category'
    | 'blog'
    | 'blogCategory'
    | 'faq'
    | 'policy';
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  comment?: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ, before and after; unchanged fields are left out of both. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((key) => !same(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Writes the audit entry of a studio write, in the write's own transaction (decision 0028). */
export async function recordAudit(tx: DbOrTx, facts: AuditFacts): Promise<void> {
  await insertAuditEntry(tx, {
    actorId: facts.actorId,
    action: facts.action,
    entityType: facts.entityType,
    entityId: facts.entityId,
    before: facts.before ?? null,
    after: facts.after ?? null,
    comment: facts.comment ?? null,
  });
}
