import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import {
  blogCategories,
  categories,
  type fieldsOfTraining,
  type jobTitles,
  lecturers,
  users,
} from '../../schema/index';
import { RecordError } from '../record-error';
import { programSlug } from '../slug';

export async function categoryIdBySlug(db: DbOrTx, slug: string, field = 'category'): Promise<string> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new RecordError(field, `Unknown category "${slug}"`);
  return row.id;
}

export async function blogCategoryIdBySlug(db: DbOrTx, slug: string, field = 'category'): Promise<string> {
  const [row] = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, slug));
  if (!row) throw new RecordError(field, `Unknown blog category "${slug}"`);
  return row.id;
}

/** Lecturers are referenced by their user's slug. */
export async function lecturerIdBySlug(db: DbOrTx, slug: string, field = 'lecturer'): Promise<string> {
  const [row] = await db
    .select({ id: lecturers.id })
    .from(lecturers)
    .innerJoin(users, eq(users.id, lecturers.userId))
    .where(eq(users.slug, slug));
  if (!row) throw new RecordError(field, `Unknown lecturer "${slug}"`);
  return row.id;
}

/** Fields of training and job titles have no slug column: they match on the slug of their English name. */
export async function namedItemId(
  db: DbOrTx,
  table: typeof fieldsOfTraining | typeof jobTitles,
  ref: string,
): Promise<string | undefined> {
  const rows = await db.select({ id: table.id, enName: table.enName }).from(table);
  // Records without a slug column (fields of training, job titles) match by the slug of the English name.
  const key = programSlug(ref);
  return rows.find((row) => programSlug(row.enName) === key)?.id;
}
