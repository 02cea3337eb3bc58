import { and, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { users } from '../../schema/index';
import { containsPattern, countUpTo } from '../paging/studio-page';

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

/** Accounts whose phone was proven to be this E.164 number (a WhatsApp reply names only its number). */
export async function listUserIdsByVerifiedPhone(db: DbOrTx, phone: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
  return rows.map((row) => row.id);
}

/** Marks the user's phone proven, only while it is still this number; answers whether it was. */
export async function markPhoneVerified(db: DbOrTx, id: string, phone: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ phoneVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.phone, phone)))
    .returning({ id: users.id });
  return rows.length > 0;
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

/** A person as the studio's users list shows them (decision 0056). */
export interface StudioUserRow {
  id: string;
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
  arFirstName: string;
  arLastName: string;
  role: UserRow['role'];
  isBlocked: boolean;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  lastActiveAt: Date | null;
}

/**
 * The studio's users list: newest first, by role and blocked state, searched in the e-mail, the
 * phone (its digits) and both languages' full names; erased accounts are left out. The page walks
 * users_created_idx and the matches are counted up to `countCap + 1` (countUpTo), so every page
 * stays cheap however many people there are.
 */
export async function listStudioUsers(
  db: DbOrTx,
  query: {
    search?: string;
    role?: UserRow['role'];
    blocked?: boolean;
    offset: number;
    limit: number;
    countCap: number;
  },
): Promise<{ rows: StudioUserRow[]; total: number }> {
  const like = query.search ? containsPattern(query.search) : null;
  const digits = query.search?.replace(/\D/g, '') ?? '';
  const where = and(
    eq(users.isDeleted, false),
    query.role ? eq(users.role, query.role) : undefined,
    query.blocked === undefined ? undefined : eq(users.isBlocked, query.blocked),
    like
      ? or(
          ilike(users.email, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(sql`${users.arFirstName} || ' ' || ${users.arLastName}`, like),
          // A national number typed with its leading 0 matches the stored +20… form.
          digits.length >= 4 ? ilike(users.phone, `%${digits.replace(/^0+/, '')}%`) : undefined,
        )
      : undefined,
  );
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      arFirstName: users.arFirstName,
      arLastName: users.arLastName,
      role: users.role,
      isBlocked: users.isBlocked,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      lastActiveAt: users.lastActiveAt,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total: await countUpTo(db, users, where, query.countCap) };
}
