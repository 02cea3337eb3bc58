import { listPublishedProgramsPage } from '@manara/db';
import { z } from 'zod';
import type { DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { toProgramView, type ProgramView } from './program-view';
import { stripLimit } from './schemas';

export const DEFAULT_POPULAR_COURSES = 8;
const schema = z.object({ limit: stripLimit(DEFAULT_POPULAR_COURSES) });

/** `mostPopularCourses`: published courses by enrolments, then rating. */
export async function listMostPopularCourses(deps: DomainDeps, input: unknown): Promise<ProgramView[]> {
  const { limit } = parseInput(schema, input);
  const now = deps.now();
  const rows = await listPublishedProgramsPage(deps.db, {
    filter: { types: ['COURSE'] },
    sort: { field: 'POPULARITY', order: 'DESC' },
    titleLanguage: 'en',
    now,
    offset: 0,
    limit,
  });
  return rows.map((row) => toProgramView(row, now));
}
