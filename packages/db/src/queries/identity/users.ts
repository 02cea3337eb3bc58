import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { users } from '../../schema/index';

export type UserRow = typeof users.$inferSelect;

export type NewUserRow = typeof users.$inferInsert;

/** Columns a profile update or a sign-up retry may change. */
export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'code' | 'createdAt'>>;

/** Case-insensitive e-mail lookup (the unique index is on lower(email)). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: DbOrTx, id: string, patch: UserPatch): Promise<UserRow | null> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** Which of the given slugs are already used (one statement for a batch of candidates). */
export async function findTakenSlugs(db: DbOrTx, slugs: string[], exceptUserId?: string): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: users.slug })
    .from(users)
    .where(
      and(
        or(...slugs.map((slug) => eq(users.slug, slug))),
        exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined,
      ),
    );
  return new Set(rows.map((r) => r.slug));
}
