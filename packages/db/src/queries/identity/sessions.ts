import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { preparedPerShape } from '../../prepared-per-shape';
import { sessions, users } from '../../schema/index';

export interface NewSession {
  userId: string;
  tokenHash: string;
  deviceName: string | null;
  device: 'ANDROID' | 'DESKTOP' | 'IOS';
  expiresAt: Date;
}

export async function insertSession(db: DbOrTx, session: NewSession): Promise<{ id: string }> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  return row!;
}

/**
 * The live session for a token hash with its user's role and state, in one statement. Every
 * signed-in request asks it, so it is built once and then only bound (decision 0080), and named,
 * so each connection plans it once (decision 0081).
 */
export async function findActiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const statement = preparedPerShape(db, 'active-session', () =>
    db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        role: users.role,
        isBlocked: users.isBlocked,
        isDeleted: users.isDeleted,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        ),
      )
      .limit(1)
      .prepare('active_session'),
  );
  const [row] = await statement.execute({ tokenHash, now: now.toISOString() });
  return row ?? null;
}

export async function touchSession(db: DbOrTx, sessionId: string, userId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (password change or reset), optionally keeping one. */
export async function revokeUserSessions(db: DbOrTx, userId: string, now: Date, keepSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? sql`${sessions.id} <> ${keepSessionId}` : undefined,
      ),
    );
}
