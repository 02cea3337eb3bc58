import type { BlogRow } from '@manara/db';
import { AppError } from '../errors/index';
import type { StudioActor } from './studio-actor';
import { studioBlogStatus } from './studio-blog-view';

/**
 * Who may touch a post in the studio (decision 0067). Administrators: every post. Lecturers: the
 * posts whose author they are; anyone else's is NOT_FOUND to them, so ids reveal nothing.
 */
export function requireBlogEditor(actor: StudioActor, blog: BlogRow | null): BlogRow {
  if (!blog) throw new AppError('NOT_FOUND');
  if (actor.kind === 'ADMIN') return blog;
  if (blog.lecturerId !== actor.lecturerId) throw new AppError('NOT_FOUND');
  return blog;
}

/**
 * A lecturer's post goes live only through an administrator's review, like a program (decision
 * 0067): so the lecturer may change it while it is a draft, in review or unpublished, not while
 * it is live or scheduled (what the administrator approved is what goes out).
 */
export function requireBlogSavable(actor: StudioActor, blog: BlogRow): void {
  if (actor.kind === 'ADMIN') return;
  const status = studioBlogStatus(blog);
  if (status === 'PUBLISHED' || status === 'SCHEDULED') throw new AppError('BLOG_STATUS_INVALID');
}
