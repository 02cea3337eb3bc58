import type { KindInput } from '../schemas/index';
import type { ImportContext } from '../types';
import { buildProgramChildren } from './build-program-children';
import { replaceProgramChildren } from './replace-program-children';
import { upsertProgramRow } from './upsert-program-row';
import { writeCoLecturers } from './write-co-lecturers';

/** A course or workshop with its co-lecturers, sections, lessons, resources and quizzes (one transaction). */
export async function writeProgram(ctx: ImportContext, input: KindInput<'programs'>): Promise<void> {
  const programId = await upsertProgramRow(ctx, input, input.type, input.isLiveCourse);
  await writeCoLecturers(ctx.db, programId, input.coLecturers);
  const children = buildProgramChildren(programId, input.slug, input.sections, ctx.now, input.liveSessionUrl);
  await replaceProgramChildren(ctx.db, programId, children);
}
