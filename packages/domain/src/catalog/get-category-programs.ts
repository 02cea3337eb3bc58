import { findActiveCategory, type ProgramRow, type ProgramTypeValue } from '@manara/db';
import { toCategoryView, type CategoryView } from './category-view';
import type { Locale } from '@manara/i18n';
import { z } from 'zod';
import type { DomainDeps } from '../deps';
import { loadProgramPage } from './load-program-page';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { idOrSlugKey } from './is-uuid';
import { toProgramView, type ProgramView } from './program-view';
import { idOrSlugField, programSortSchema, stripLimit } from './schemas';

const schema = z.object({ idOrSlug: idOrSlugField, limit: stripLimit(12), sort: programSortSchema });

export interface CategoryPrograms {
  category: CategoryView;
  courses: ProgramView[];
  workshops: ProgramView[];
  diplomas: ProgramView[];
  coursesCount: number;
  workshopsCount: number;
  diplomasCount: number;
}

/** `LearningProgramsByCategory`: an active category with its published programs by type. */
export async function getCategoryPrograms(deps: DomainDeps, input: unknown, locale: Locale): Promise<CategoryPrograms> {
  const { idOrSlug, limit, sort } = parseInput(schema, input);
  const category = await findActiveCategory(deps.db, idOrSlugKey(idOrSlug));
  if (!category) throw new AppError('NOT_FOUND');
  const now = deps.now();
  const ofType = (type: ProgramTypeValue) =>
    loadProgramPage(deps, {
      filter: { types: [type], categoryId: category.id },
      sort,
      titleLanguage: locale,
      now,
      offset: 0,
      limit,
    });
  const [courses, workshops, diplomas] = await Promise.all([ofType('COURSE'), ofType('WORKSHOP'), ofType('DIPLOMA')]);
  const view = (row: ProgramRow) => toProgramView(row, now);
  return {
    category: toCategoryView(category),
    courses: courses.rows.map(view),
    workshops: workshops.rows.map(view),
    diplomas: diplomas.rows.map(view),
    coursesCount: courses.totalCount,
    workshopsCount: workshops.totalCount,
    diplomasCount: diplomas.totalCount,
  };
}
