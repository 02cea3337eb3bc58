import {
  findStudioBlog,
  updateBlogAtVersion,
  type BlogRow,
  type BlogStateFields,
  type StudioBlogStatus,
} from '@manara/db';
import type { z } from 'zod';
import type { Caller, DomainDeps } from '../deps';
import { AppError, type FieldError } from '../errors/index';
import { parseInput } from '../validation/index';
import { requireBlogEditor } from './blog-policy';
import { publishContentChange } from './publish-content-change';
import { recordAudit } from './record-audit';
import { requireAdmin, requireStudioActor } from './studio-actor';
import { blogCacheTags, studioBlogStatus, toStudioBlogView, type StudioBlogView } from './studio-blog-view';

interface BlogTarget {
  blogId: string;
  version: number;
  comment?: string;
}

export interface BlogStatusChange<I extends BlogTarget> {
  schema: z.ZodType<I>;
  /** Where the post may be for this step. */
  from: readonly StudioBlogStatus[];
  adminOnly: boolean;
  /** Both bodies must have words first (sending for review, publishing). */
  needsBodies: boolean;
  patch: (blog: BlogRow, input: I, now: Date) => BlogStateFields;
  /** The audit action, e.g. `blog.publish`. */
  action: (input: I, now: Date) => string;
}

const hasWords = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0;

/**
 * The one path of every step in a post's life (decision 0067): who may, from where, at which
 * version; then the new state, audited, in one transaction. When what visitors see changed (a post
 * went live or left), every web copy hears it after the commit.
 */
export const blogStatusChange =
  <I extends BlogTarget>(change: BlogStatusChange<I>) =>
  async (deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioBlogView> => {
    const target = parseInput(change.schema, input);
    const actor = await requireStudioActor(deps, caller);
    if (change.adminOnly) requireAdmin(actor);
    const now = deps.now();
    const { before, after } = await deps.db.transaction(async (tx) => {
      const blog = requireBlogEditor(actor, await findStudioBlog(tx, target.blogId, true));
      if (blog.version !== target.version) throw new AppError('VERSION_CONFLICT');
      if (!change.from.includes(studioBlogStatus(blog))) throw new AppError('BLOG_STATUS_INVALID');
      if (change.needsBodies) {
        const missing: FieldError[] = (['arContent', 'enContent'] as const)
          .filter((field) => !hasWords(blog[field]))
          .map((field) => ({ field, messageKey: 'required' }));
        if (missing.length > 0) throw new AppError('BLOG_INCOMPLETE', missing);
      }
      const updated = await updateBlogAtVersion(tx, blog.id, blog.version, {
        ...change.patch(blog, target, now),
        updatedAt: now,
      });
      if (!updated) throw new AppError('VERSION_CONFLICT');
      await recordAudit(tx, {
        actorId: actor.userId,
        action: change.action(target, now),
        entityType: 'blog',
        entityId: blog.id,
        before: { status: studioBlogStatus(blog) },
        after: { status: studioBlogStatus(updated), scheduledAt: updated.scheduledAt },
        comment: target.comment || null,
      });
      return { before: blog, after: updated };
    });
    if (before.status === 'PUBLISHED' || after.status === 'PUBLISHED')
      await publishContentChange(deps, blogCacheTags(after));
    return toStudioBlogView(after);
  };
