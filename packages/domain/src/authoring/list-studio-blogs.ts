import { findStudioBlog, listStudioBlogs as listStudioBlogRows } from '@manara/db';
import { cappedPageOf, offsetOf, STUDIO_COUNT_CAP, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { requireBlogEditor } from './blog-policy';
import { studioBlogSchema, studioBlogsSchema } from './blog-schemas';
import { requireStudioActor } from './studio-actor';
import { toStudioBlogView, type StudioBlogView } from './studio-blog-view';

/** The studio's blog list, paged on the server: every post for administrators, a lecturer's own for them (decision 0067). */
export async function listStudioBlogs(deps: DomainDeps, caller: Caller, input: unknown): Promise<Page<StudioBlogView>> {
  const actor = await requireStudioActor(deps, caller);
  const { paginate, status, search } = parseInput(studioBlogsSchema, input);
  const { rows, total } = await listStudioBlogRows(deps.db, {
    lecturerId: actor.kind === 'LECTURER' ? actor.lecturerId : undefined,
    status,
    search: search || undefined,
    offset: offsetOf(paginate),
    limit: paginate.limit,
    countCap: STUDIO_COUNT_CAP,
  });
  return cappedPageOf(rows.map(toStudioBlogView), paginate, total, STUDIO_COUNT_CAP);
}

/** One post to edit; another lecturer's or unknown → NOT_FOUND. */
export async function getStudioBlog(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioBlogView> {
  const { blogId } = parseInput(studioBlogSchema, input);
  const actor = await requireStudioActor(deps, caller);
  return toStudioBlogView(requireBlogEditor(actor, await findStudioBlog(deps.db, blogId)));
}
