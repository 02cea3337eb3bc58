import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { sections } from '../../schema/index';

export type StudioSectionRow = typeof sections.$inferSelect;

/** A program's sections in their order. */
export async function listStudioSections(db: DbOrTx, programId: string): Promise<StudioSectionRow[]> {
  return db
    .select()
    .from(sections)
    .where(eq(sections.programId, programId))
    .orderBy(asc(sections.sortOrder), asc(sections.id));
}

/** A section of this program, or null (another program's section reads as missing). */
export async function findStudioSection(
  db: DbOrTx,
  programId: string,
  sectionId: string,
): Promise<StudioSectionRow | null> {
  const [row] = await db
    .select()
    .from(sections)
    .where(and(eq(sections.id, sectionId), eq(sections.programId, programId)))
    .limit(1);
  return row ?? null;
}

/** A new section after the program's last one. */
export async function insertSectionRow(
  db: DbOrTx,
  values: Pick<StudioSectionRow, 'programId' | 'arTitle' | 'enTitle'>,
): Promise<StudioSectionRow> {
  const last = sql<number>`(select coalesce(max(${sections.sortOrder}) + 1, 0) from ${sections} where ${sections.programId} = ${values.programId})`;
  const [row] = await db
    .insert(sections)
    .values({ ...values, sortOrder: last })
    .returning();
  return row!;
}

export async function updateSectionRow(
  db: DbOrTx,
  sectionId: string,
  patch: Partial<Pick<StudioSectionRow, 'arTitle' | 'enTitle'>>,
): Promise<StudioSectionRow> {
  const [row] = await db.update(sections).set(patch).where(eq(sections.id, sectionId)).returning();
  return row!;
}

/** Removes a section; its lessons (and what hangs on them) go with it. */
export async function deleteSectionRow(db: DbOrTx, sectionId: string): Promise<void> {
  await db.delete(sections).where(eq(sections.id, sectionId));
}

/** Numbers a program's sections in the order given, in one statement. */
export async function reorderSectionRows(db: DbOrTx, programId: string, sectionIds: readonly string[]): Promise<void> {
  if (sectionIds.length === 0) return;
  const rows = sql.join(
    sectionIds.map((id, index) => sql`(${id}::uuid, ${index}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${sections} set sort_order = v.sort_order
    from (values ${rows}) as v(id, sort_order)
    where ${sections.id} = v.id and ${sections.programId} = ${programId}`);
}
