import { request } from '@/shared/graphql/request';
import { blogsQuery, type BlogCardData } from './blog-documents';

const RELATED_COUNT = 3;

/** Newest articles of the same category, without the one being read (server, cached 300 s). */
export async function fetchRelatedBlogs(
  locale: string,
  categorySlug: string,
  exceptId: string,
): Promise<BlogCardData[]> {
  const { blogs } = await request(
    blogsQuery,
    { filter: { categorySlug }, paginate: { page: 1, limit: RELATED_COUNT + 1 } },
    { locale, revalidate: 300 },
  );
  return (blogs.data?.items ?? []).filter((blog) => blog.id !== exceptId).slice(0, RELATED_COUNT);
}
