import { findStudioBlogCategory, listStudioBlogCategories as queryStudioBlogCategories } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { studioBlogCategorySchema } from './blog-category-schemas';
import { requireStudioActor } from './studio-actor';
import type { StudioBlogCategoryView } from './studio-blog-category-view';

/**
 * Every blog category in display order with its post count (decision 0067): administrators manage
 * them, and lecturers read them to file their posts.
 */
export async function listStudioBlogCategories(deps: DomainDeps, caller: Caller): Promise<StudioBlogCategoryView[]> {
  await requireStudioActor(deps, caller);
  return queryStudioBlogCategories(deps.db);
}

/** One blog category to edit; unknown → NOT_FOUND. */
export async function getStudioBlogCategory(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<StudioBlogCategoryView> {
  const { blogCategoryId } = parseInput(studioBlogCategorySchema, input);
  await requireStudioActor(deps, caller);
  const row = await findStudioBlogCategory(deps.db, blogCategoryId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
