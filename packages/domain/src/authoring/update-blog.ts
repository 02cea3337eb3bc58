import { deleteBlogSlug, findStudioBlog, insertBlogSlug, updateBlogAtVersion } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { requireBlogEditor, requireBlogSavable } from './blog-policy';
import { updateBlogSchema } from './blog-schemas';
import { checkBlogFields } from './check-blog-fields';
import { publishContentChange } from './publish-content-change';
import { changedFields, recordAudit } from './record-audit';
import { requireStudioActor } from './studio-actor';
import { auditedBlog, blogCacheTags, toStudioBlogView, type StudioBlogView } from './studio-blog-view';

/**
 * Saves a post from the version opened (decision 0067): another save in between →
 * VERSION_CONFLICT, nothing overwritten. A changed slug keeps the old one, whose links redirect.
 * Audited with the changed fields; a live post's pages refresh within seconds.
 */
export async function updateBlog(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioBlogView> {
  const { blogId, version, ...fields } = parseInput(updateBlogSchema, input);
  const actor = await requireStudioActor(deps, caller);
  const { before, after } = await deps.db.transaction(async (tx) => {
    const existing = requireBlogEditor(actor, await findStudioBlog(tx, blogId, true));
    if (existing.version !== version) throw new AppError('VERSION_CONFLICT');
    requireBlogSavable(actor, existing);
    const checked = await checkBlogFields(tx, actor, fields, existing);
    const row = await updateBlogAtVersion(tx, blogId, version, { ...checked, updatedAt: deps.now() });
    if (!row) throw new AppError('VERSION_CONFLICT');
    if (row.slug !== existing.slug) {
      await insertBlogSlug(tx, { slug: existing.slug, blogId });
      await deleteBlogSlug(tx, row.slug, blogId);
    }
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'blog.update',
      entityType: 'blog',
      entityId: blogId,
      ...changedFields(auditedBlog(existing), auditedBlog(row)),
    });
    return { before: existing, after: row };
  });
  if (after.status === 'PUBLISHED')
    await publishContentChange(deps, [...blogCacheTags(before), ...blogCacheTags(after)]);
  return toStudioBlogView(after);
}
