import {
  listCategories,
  listLecturers,
  listPublishedBlogsPage,
  listPublishedProgramsPage,
  type ProgramRow,
} from '@manara/db';
import type { Locale } from '@manara/i18n';
import { z } from 'zod';
import { toBlogView, type BlogView } from '../blogs/index';
import {
  DEFAULT_POPULAR_COURSES,
  programSortSchema,
  stripLimit,
  toProgramView,
  type ProgramView,
} from '../catalog/index';
import type { DomainDeps } from '../deps';
import { toLecturerView, type LecturerView } from '../lecturers/index';
import { toCategoryView, type CategoryView } from '../catalog/index';
import { parseInput } from '../validation/index';

/** Home strip sizes, decided here and nowhere else: the page shows what it gets (docs/product/constants.md). */
export const EXPLORE_SIZES = { categories: 8, liveWorkshops: 4, diplomas: 4, lecturers: 4, latestBlogs: 4 } as const;

const schema = z.object({ sort: programSortSchema, popularCoursesLimit: stripLimit(DEFAULT_POPULAR_COURSES) });

export interface Explore {
  categories: CategoryView[];
  popularCourses: ProgramView[];
  liveWorkshops: ProgramView[];
  diplomas: ProgramView[];
  lecturers: LecturerView[];
  latestBlogs: BlogView[];
}

/**
 * `learningProgramsExplore`: everything the home page shows, one statement per strip (6 in all):
 * active categories, the most popular courses, live workshops and diplomas in the asked order,
 * newest lecturers and the latest blogs.
 */
export async function getExplore(deps: DomainDeps, input: unknown, locale: Locale): Promise<Explore> {
  const { sort, popularCoursesLimit } = parseInput(schema, input);
  const now = deps.now();
  const programs = (types: Array<'COURSE' | 'WORKSHOP' | 'DIPLOMA'>, order: typeof sort, limit: number) =>
    listPublishedProgramsPage(deps.db, {
      filter: { types },
      sort: order,
      titleLanguage: locale,
      now,
      offset: 0,
      limit,
    });
  const [categories, popular, workshops, diplomas, lecturers, blogs] = await Promise.all([
    listCategories(deps.db, { isActive: true, order: 'display', offset: 0, limit: EXPLORE_SIZES.categories }),
    programs(['COURSE'], { field: 'POPULARITY', order: 'DESC' }, popularCoursesLimit),
    programs(['WORKSHOP'], sort, EXPLORE_SIZES.liveWorkshops),
    programs(['DIPLOMA'], sort, EXPLORE_SIZES.diplomas),
    listLecturers(deps.db, {
      sort: { field: 'CREATED_AT', order: 'DESC' },
      nameLanguage: locale,
      offset: 0,
      limit: EXPLORE_SIZES.lecturers,
    }),
    listPublishedBlogsPage(deps.db, {
      sort: { field: 'PUBLISHED_AT', order: 'DESC' },
      titleLanguage: locale,
      offset: 0,
      limit: EXPLORE_SIZES.latestBlogs,
    }),
  ]);
  const view = (row: ProgramRow) => toProgramView(row, now);
  return {
    categories: categories.rows.map(toCategoryView),
    popularCourses: popular.map(view),
    liveWorkshops: workshops.map(view),
    diplomas: diplomas.map(view),
    lecturers: lecturers.rows.map(toLecturerView),
    latestBlogs: blogs.map(toBlogView),
  };
}
