import { isProgramSlugTaken, programSlug, type DbOrTx } from '@manara/db';
import { randomSlugSuffix } from '../identity/index';

/**
 * A free slug made from the English title (docs/product/shell.md's rule), with a short random
 * suffix when the plain one is taken (now or before, since old slugs keep redirecting).
 */
export async function uniqueProgramSlug(db: DbOrTx, enTitle: string): Promise<string> {
  const base = programSlug(enTitle).slice(0, 100) || 'program';
  if (!(await isProgramSlugTaken(db, base))) return base;
  for (;;) {
    const candidate = `${base}-${randomSlugSuffix(4).toLowerCase()}`;
    if (!(await isProgramSlugTaken(db, candidate))) return candidate;
  }
}
