import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { diplomaPrograms, learningPrograms } from '../../schema/index';
import { RecordError } from '../record-error';
import type { KindInput } from '../schemas/index';
import type { ImportContext } from '../types';
import { excludedSet } from './excluded';
import { upsertProgramRow } from './upsert-program-row';
import { writeCoLecturers } from './write-co-lecturers';

/** A diploma (learning program of type DIPLOMA), its co-lecturers and its ordered courses/workshops, referenced by slug. */
export async function writeDiploma(ctx: ImportContext, input: KindInput<'diplomas'>): Promise<void> {
  const found = await ctx.db
    .select({ id: learningPrograms.id, slug: learningPrograms.slug })
    .from(learningPrograms)
    .where(and(inArray(learningPrograms.slug, input.programs), inArray(learningPrograms.type, ['COURSE', 'WORKSHOP'])));
  const bySlug = new Map(found.map((row) => [row.slug, row.id]));
  input.programs.forEach((slug, i) => {
    if (!bySlug.has(slug)) throw new RecordError(`programs[${i}]`, `Unknown course or workshop "${slug}"`);
  });

  const diplomaId = await upsertProgramRow(ctx, input, 'DIPLOMA', false);
  await writeCoLecturers(ctx.db, diplomaId, input.coLecturers);
  const items = input.programs.map((slug, sortOrder) => ({ diplomaId, programId: bySlug.get(slug)!, sortOrder }));
  await ctx.db.delete(diplomaPrograms).where(
    and(
      eq(diplomaPrograms.diplomaId, diplomaId),
      notInArray(
        diplomaPrograms.programId,
        items.map((item) => item.programId),
      ),
    ),
  );
  await ctx.db
    .insert(diplomaPrograms)
    .values(items)
    .onConflictDoUpdate({
      target: [diplomaPrograms.diplomaId, diplomaPrograms.programId],
      set: excludedSet(diplomaPrograms, ['sortOrder']),
    });
}
