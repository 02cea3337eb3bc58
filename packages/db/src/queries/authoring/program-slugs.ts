import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { programSlugs } from '../../schema/index';

/** Keeps a program's former slug, so links to it still find the program (decision 0028). */
export async function insertProgramSlug(db: DbOrTx, values: { slug: string; programId: string }): Promise<void> {
  await db.insert(programSlugs).values(values).onConflictDoNothing();
}

/** The program a former slug belonged to, if any. */
export async function findProgramIdByFormerSlug(db: DbOrTx, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ programId: programSlugs.programId })
    .from(programSlugs)
    .where(eq(programSlugs.slug, slug))
    .limit(1);
  return row?.programId ?? null;
}
