import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { blogSlugs } from '../../schema/index';

/** Keeps a blog's former slug, so links to it still find the blog (decision 0067). */
export async function insertBlogSlug(db: DbOrTx, values: { slug: string; blogId: string }): Promise<void> {
  await db.insert(blogSlugs).values(values).onConflictDoNothing();
}

/** A blog taking back one of its own former slugs no longer keeps it as former. */
export async function deleteBlogSlug(db: DbOrTx, slug: string, blogId: string): Promise<void> {
  await db.delete(blogSlugs).where(and(eq(blogSlugs.slug, slug), eq(blogSlugs.blogId, blogId)));
}

/** Whether another blog (not `exceptId`) once had this slug: its old links must keep working. */
export async function isFormerBlogSlugOfAnother(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ slug: blogSlugs.slug })
    .from(blogSlugs)
    .where(and(eq(blogSlugs.slug, slug), exceptId ? ne(blogSlugs.blogId, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}
