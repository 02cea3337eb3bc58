import { countTopComments, findLikedCommentIds, listReplies, listTopComments } from '@manara/db';
import { offsetOf, pageOf, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { toCommentView, type CommentView, type ViewerFacts } from './community-views';
import { requirePublishedProgram } from './require-published-program';
import { commentsInputSchema } from './schemas';

/**
 * `comments(courseId)`: a page of top-level comments, newest first, each with all its replies
 * (oldest first). A constant five statements whatever the page size: program, page, count,
 * replies, the viewer's likes.
 */
export async function listComments(deps: DomainDeps, caller: Caller, input: unknown): Promise<Page<CommentView>> {
  const { courseId, paginate } = parseInput(commentsInputSchema, input);
  await requirePublishedProgram(deps.db, courseId);
  const [top, total] = await Promise.all([
    listTopComments(deps.db, courseId, { offset: offsetOf(paginate), limit: paginate.limit }),
    countTopComments(deps.db, courseId),
  ]);
  const replies = await listReplies(
    deps.db,
    top.filter((c) => c.repliesCount > 0).map((c) => c.id),
  );
  const userId = caller.viewer?.userId ?? null;
  const ids = [...top, ...replies].map((c) => c.id);
  const viewer: ViewerFacts = { userId, liked: new Set(userId ? await findLikedCommentIds(deps.db, userId, ids) : []) };
  const byParent = new Map<string, CommentView[]>();
  for (const reply of replies) {
    const thread = byParent.get(reply.parentId!) ?? [];
    thread.push(toCommentView(reply, viewer));
    byParent.set(reply.parentId!, thread);
  }
  const items = top.map((c) => toCommentView(c, viewer, byParent.get(c.id)));
  return pageOf(items, paginate, total);
}
