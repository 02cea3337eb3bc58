import { findLikedBlogIds } from '@manara/db';
import type { DomainDeps, Viewer } from '../deps';

/** Whether the viewer likes each blog (false for visitors, without a query), for a request's loader. */
export async function loadLikedBlogs(
  deps: DomainDeps,
  viewer: Viewer | null,
  blogIds: readonly string[],
): Promise<boolean[]> {
  if (!viewer) return blogIds.map(() => false);
  const liked = new Set(await findLikedBlogIds(deps.db, viewer.userId, blogIds));
  return blogIds.map((id) => liked.has(id));
}
