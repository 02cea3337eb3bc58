import { request } from '@/shared/graphql/request';
import { blogsQuery, type BlogCardData } from './blog-documents';

export const BLOG_PAGE_SIZE = 9;

export interface BlogPageData {
  items: BlogCardData[];
  page: number;
  totalPages: number;
}

/**
 * One page of published blogs, optionally of one category. On the server pass `revalidate`
 * (cached, decision 0010); in the browser pass a `signal`.
 */
export async function fetchBlogPage(
  { category, page }: { category: string | null; page: number },
  options: { locale: string; revalidate?: number; signal?: AbortSignal },
): Promise<BlogPageData> {
  const { blogs } = await request(
    blogsQuery,
    { filter: category ? { categorySlug: category } : undefined, paginate: { page, limit: BLOG_PAGE_SIZE } },
    options,
  );
  if (!blogs.success || !blogs.data) throw new Error(`${blogs.code}: ${blogs.message}`);
  return { items: blogs.data.items, page: blogs.data.pageInfo.page, totalPages: blogs.data.pageInfo.totalPages };
}
