import { findActiveCategory, listPublishedPrograms, type ProgramTypeValue } from '@manara/db';
import { toCategoryView, type CategoryView } from './category-view';
import type { Locale } from '@manara/i18n';
import { z } from 'zod';
import type { DomainDeps } from '../deps';
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
  const ofType = (type: ProgramTypeValue) =>
    listPublishedPrograms(deps.db, {
      filter: { types: [type], categoryId: category.id },
      sort,
      titleLanguage: locale,
      offset: 0,
      limit,
    });
  const [courses, workshops, diplomas] = await Promise.all([ofType('COURSE'), ofType('WORKSHOP'), ofType('DIPLOMA')]);
  return {
    category: toCategoryView(category),
    courses: courses.rows.map(toProgramView),
    workshops: workshops.rows.map(toProgramView),
    diplomas: diplomas.rows.map(toProgramView),
    coursesCount: courses.totalCount,
    workshopsCount: workshops.totalCount,
    diplomasCount: diplomas.totalCount,
  };
}
