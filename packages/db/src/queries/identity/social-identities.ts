import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { socialIdentities } from '../../schema/index';

export type SocialIdentityRow = typeof socialIdentities.$inferSelect;

export async function findSocialIdentity(
  db: DbOrTx,
  provider: string,
  subject: string,
): Promise<SocialIdentityRow | null> {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function findSocialIdentityOfUser(
  db: DbOrTx,
  userId: string,
  provider: string,
): Promise<SocialIdentityRow | null> {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.userId, userId), eq(socialIdentities.provider, provider)))
    .limit(1);
  return row ?? null;
}

export async function insertSocialIdentity(
  db: DbOrTx,
  values: { provider: string; subject: string; userId: string; email: string; lastLoginAt: Date },
): Promise<SocialIdentityRow> {
  const [row] = await db.insert(socialIdentities).values(values).returning();
  return row!;
}

/** Records a sign-in: the time and the provider's current e-mail. */
export async function touchSocialIdentity(db: DbOrTx, id: string, email: string, at: Date): Promise<void> {
  await db.update(socialIdentities).set({ email, lastLoginAt: at }).where(eq(socialIdentities.id, id));
}
