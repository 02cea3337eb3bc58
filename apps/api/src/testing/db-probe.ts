import { findUserByEmail, schema, updateUser, type Db, type UserPatch } from '@manara/db';
import { hashSessionToken } from '@manara/domain';
import { count, eq, sql } from 'drizzle-orm';

/**
 * Direct database reads and writes for integration tests (row counts, stored hashes, account
 * flags), so the tests under src/modules keep to the lint rule that modules never touch the db.
 */
export function dbProbe(db: Db) {
  const countOf = async (table: typeof schema.users | typeof schema.verificationCodes | typeof schema.mailOutbox) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row!.n;
  };
  return {
    async rowCounts() {
      return {
        users: await countOf(schema.users),
        codes: await countOf(schema.verificationCodes),
        mails: await countOf(schema.mailOutbox),
      };
    },
    user: (email: string) => findUserByEmail(db, email),
    usersWithEmail: (email: string) =>
      db
        .select()
        .from(schema.users)
        .where(eq(sql`lower(${schema.users.email})`, email.toLowerCase())),
    updateUser: (id: string, patch: UserPatch) => updateUser(db, id, patch),
    codes: (email: string) =>
      db.select().from(schema.verificationCodes).where(eq(schema.verificationCodes.email, email.toLowerCase())),
    sessions: (userId?: string) =>
      db
        .select()
        .from(schema.sessions)
        .where(userId ? eq(schema.sessions.userId, userId) : undefined),
    sessionOfToken: async (token: string) => {
      const [row] = await db
        .select()
        .from(schema.sessions)
        .where(eq(schema.sessions.tokenHash, hashSessionToken(token)));
      return row ?? null;
    },
    deviceTokens: (userId?: string) =>
      db
        .select()
        .from(schema.deviceTokens)
        .where(userId ? eq(schema.deviceTokens.userId, userId) : undefined),
  };
}
