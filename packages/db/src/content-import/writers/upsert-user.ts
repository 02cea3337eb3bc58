import { randomInt } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { users } from '../../schema/index';
import { RecordError } from '../record-error';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Public user code: "U" + 8 random base32 characters. */
export function newUserCode(): string {
  let code = 'U';
  for (let i = 0; i < 8; i++) code += BASE32[randomInt(BASE32.length)];
  return code;
}

export interface UserInput {
  email: string;
  slug: string;
  firstName: string;
  lastName: string;
  arFirstName: string;
  arLastName: string;
  role: 'USER' | 'LECTURER' | 'ADMIN';
  favLang: 'AR' | 'EN';
  profilePicture?: string | null;
  phone?: string | null;
  /** Set only when the user has no password yet (an existing password is never overwritten). */
  password?: string;
  hashPassword?: (password: string) => Promise<string>;
  now: Date;
}

/**
 * Creates or updates a user matched by e-mail (case-insensitive). Users made from content have a
 * verified e-mail; a new one gets a random code, an existing one keeps code and password. An
 * admin stays an admin. Throws a RecordError when the slug belongs to someone else.
 */
export async function upsertUser(db: DbOrTx, input: UserInput): Promise<string> {
  const email = input.email.toLowerCase();
  const [existing] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const [slugOwner] = await db
    .select({ id: users.id })
    .from(users)
    .where(existing ? and(eq(users.slug, input.slug), ne(users.id, existing.id)) : eq(users.slug, input.slug));
  if (slugOwner) throw new RecordError('slug', `Slug "${input.slug}" is already used by another user`);

  let passwordHash: string | undefined;
  if (input.password !== undefined && !existing?.passwordHash) {
    if (!input.hashPassword) throw new RecordError('password', 'A password was given but no hashPassword option');
    passwordHash = await input.hashPassword(input.password);
  }
  const profile = {
    slug: input.slug,
    firstName: input.firstName,
    lastName: input.lastName,
    arFirstName: input.arFirstName,
    arLastName: input.arLastName,
    favLang: input.favLang,
    ...(input.profilePicture !== undefined ? { profilePicture: input.profilePicture } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(passwordHash !== undefined ? { passwordHash } : {}),
  };
  if (existing) {
    const role = existing.role === 'ADMIN' ? 'ADMIN' : input.role;
    await db
      .update(users)
      .set({
        ...profile,
        role,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${input.now})`,
        updatedAt: input.now,
      })
      .where(eq(users.id, existing.id));
    return existing.id;
  }
  const [created] = await db
    .insert(users)
    .values({ ...profile, email, code: newUserCode(), role: input.role, emailVerifiedAt: input.now })
    .returning({ id: users.id });
  return created!.id;
}
