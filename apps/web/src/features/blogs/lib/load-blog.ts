import { cache } from 'react';
import { detailKeyOf } from '@/shared/routing/detail-key';
import { request } from '@/shared/graphql/request';
import { blogQuery, type BlogData } from '../api/blog-documents';

/**
 * A published article by id or slug for a server render (null when there is none). The page and
 * its metadata share one call per render; the fetch is cached for 300 s, so the `blog` query
 * counts at most one view per revalidation here (the browser counts the reader's own).
 */
export const loadBlog = cache(async (locale: string, param: string): Promise<BlogData | null> => {
  const key = detailKeyOf(param);
  if ('slug' in key && !key.slug) return null;
  const { blog } = await request(blogQuery, 'id' in key ? { blogId: key.id } : { slug: key.slug }, {
    locale,
    revalidate: 300,
  });
  if (blog.success && blog.data) return blog.data;
  if (blog.code === 'NOT_FOUND' || blog.code === 'VALIDATION_FAILED') return null;
  throw new Error(`${blog.code}: ${blog.message}`);
});
