import { addBlogLikes, findBlogLikeCounts, findLikedBlogIds, findPublishedBlogIds, removeBlogLikes } from '@manara/db';
import { alignBy } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { toggleBlogLikeSchema } from './schemas';

export interface BlogLikeState {
  blogId: string;
  liked: boolean;
  likesCount: number;
}

/**
 * `toggleBlogLike`: likes (increment true), unlikes (false) or flips (absent) the viewer's like
 * on each blog. Idempotent per user (one blog_likes row at most) and the counters move in the
 * same transaction; any unknown or unpublished blog fails the whole call with NOT_FOUND.
 */
export async function toggleBlogLikes(deps: DomainDeps, caller: Caller, input: unknown): Promise<BlogLikeState[]> {
  const viewer = requireViewer(caller);
  const { blogIds, increment } = parseInput(toggleBlogLikeSchema, input);
  return deps.db.transaction(async (tx) => {
    const published = await findPublishedBlogIds(tx, blogIds);
    if (published.length !== blogIds.length) throw new AppError('NOT_FOUND');
    let like: string[] = increment === true ? blogIds : [];
    let unlike: string[] = increment === false ? blogIds : [];
    if (increment === undefined) {
      const liked = new Set(await findLikedBlogIds(tx, viewer.userId, blogIds));
      like = blogIds.filter((id) => !liked.has(id));
      unlike = blogIds.filter((id) => liked.has(id));
    }
    await addBlogLikes(tx, viewer.userId, like);
    await removeBlogLikes(tx, viewer.userId, unlike);
    const nowLiked = new Set(like);
    const counts = await findBlogLikeCounts(tx, blogIds);
    return alignBy(
      blogIds,
      counts,
      (row) => row.id,
      () => ({ blogId: '', liked: false, likesCount: 0 }),
      (row) => ({ blogId: row.id, liked: nowLiked.has(row.id), likesCount: row.likesCount }),
    );
  });
}
