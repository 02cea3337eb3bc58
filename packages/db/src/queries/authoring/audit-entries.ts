import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { auditEntries, users } from '../../schema/index';

export type AuditEntryInsert = typeof auditEntries.$inferInsert;
export type AuditEntryRow = typeof auditEntries.$inferSelect & {
  actorFirstName: string | null;
  actorLastName: string | null;
  actorArFirstName: string | null;
  actorArLastName: string | null;
};

export async function insertAuditEntry(db: DbOrTx, entry: AuditEntryInsert): Promise<void> {
  await db.insert(auditEntries).values(entry);
}

export interface AuditListQuery {
  entityType?: string;
  entityId?: string;
  offset: number;
  limit: number;
}

/** One page of audit entries, newest first, with the actor's names, and the total for the filter. */
export async function listAuditEntries(
  db: DbOrTx,
  query: AuditListQuery,
): Promise<{ rows: AuditEntryRow[]; total: number }> {
  const a = auditEntries;
  const where: SQL | undefined = and(
    query.entityType ? eq(a.entityType, query.entityType) : undefined,
    query.entityId ? eq(a.entityId, query.entityId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        entry: a,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorArFirstName: users.arFirstName,
        actorArLastName: users.arLastName,
      })
      .from(a)
      .leftJoin(users, eq(users.id, a.actorId))
      .where(where)
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(a)
      .where(where),
  ]);
  return {
    rows: rows.map(({ entry, ...actor }) => ({ ...entry, ...actor })),
    total: counted?.total ?? 0,
  };
}
