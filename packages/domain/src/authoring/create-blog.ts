import { findStudioBlog, insertBlog } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { randomSlugSuffix } from '../identity/index';
import { parseInput } from '../validation/index';
import { createBlogSchema } from './blog-schemas';
import { checkBlogFields } from './check-blog-fields';
import { recordAudit } from './record-audit';
import { requireStudioActor } from './studio-actor';
import { auditedBlog, toStudioBlogView, type StudioBlogView } from './studio-blog-view';

/**
 * An administrator or an approved lecturer writes a new post (decision 0067): both languages, a
 * slug (made from the English title when left empty), cover, category, tags and author. It starts
 * as a draft, so no public page changes; audited.
 */
export async function createBlog(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioBlogView> {
  const fields = parseInput(createBlogSchema, input);
  const actor = await requireStudioActor(deps, caller);
  return deps.db.transaction(async (tx) => {
    const checked = await checkBlogFields(tx, actor, fields, null);
    const row = await insertBlog(tx, { ...checked, code: `B${randomSlugSuffix(8).toUpperCase()}` });
    // Another author took the slug in between.
    if (!row) throw new AppError('VALIDATION_FAILED', [{ field: 'slug', messageKey: 'blogSlugTaken' }]);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'blog.create',
      entityType: 'blog',
      entityId: row.id,
      after: auditedBlog(row),
    });
    return toStudioBlogView((await findStudioBlog(tx, row.id))!);
  });
}
