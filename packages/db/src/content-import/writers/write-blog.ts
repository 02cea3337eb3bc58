import { eq, sql } from 'drizzle-orm';
import { blogs } from '../../schema/index';
import { resolveImage } from '../images/resolve-image';
import type { KindInput } from '../schemas/index';
import { stableCode } from '../stable-id';
import type { ImportContext } from '../types';
import { blogCategoryIdBySlug, lecturerIdBySlug } from './lookups';

const DAY_MS = 86_400_000;

/** A blog post matched by slug. Counters only ever grow on re-import (live likes/views are kept). */
export async function writeBlog(ctx: ImportContext, input: KindInput<'blogs'>): Promise<void> {
  const categoryId = await blogCategoryIdBySlug(ctx.db, input.category);
  const lecturerId = input.lecturer ? await lecturerIdBySlug(ctx.db, input.lecturer) : null;
  const thumbnail = await resolveImage(ctx, input.thumbnail, 'blogs', input.slug, 'thumbnail', input.category);
  const [existing] = await ctx.db
    .select({ code: blogs.code, publishedAt: blogs.publishedAt })
    .from(blogs)
    .where(eq(blogs.slug, input.slug));
  const publishedAt =
    input.publishedAt ??
    (input.publishedDaysAgo !== undefined
      ? new Date(ctx.now.getTime() - input.publishedDaysAgo * DAY_MS)
      : undefined) ??
    existing?.publishedAt ??
    (input.status === 'PUBLISHED' ? ctx.now : null);
  const values = {
    slug: input.slug,
    code: input.code ?? existing?.code ?? stableCode('B', input.slug),
    enTitle: input.enTitle,
    arTitle: input.arTitle,
    enContent: input.enContent,
    arContent: input.arContent,
    thumbnail,
    altText: input.altText || null,
    status: input.status,
    enTags: input.enTags,
    arTags: input.arTags,
    categoryId,
    lecturerId,
    publishedAt,
    viewsCount: input.viewsCount,
    likesCount: input.likesCount,
    sharesCount: input.sharesCount,
  };
  await ctx.db
    .insert(blogs)
    .values(values)
    .onConflictDoUpdate({
      target: blogs.slug,
      set: {
        ...values,
        viewsCount: sql`greatest(${blogs.viewsCount}, excluded.views_count)`,
        likesCount: sql`greatest(${blogs.likesCount}, excluded.likes_count)`,
        sharesCount: sql`greatest(${blogs.sharesCount}, excluded.shares_count)`,
        updatedAt: ctx.now,
      },
    });
}
