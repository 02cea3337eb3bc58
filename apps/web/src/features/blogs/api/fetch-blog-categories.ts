import { cache } from 'react';
import { request } from '@/shared/graphql/request';
import { blogCategoriesBoardQuery, type BlogCategoryData } from './blog-documents';

/** Active blog categories with their article counts (server, cached 300 s). */
export const fetchBlogCategories = cache(async (locale: string): Promise<BlogCategoryData[]> => {
  const { activeBlogCategoriesListBoard: board } = await request(
    blogCategoriesBoardQuery,
    {},
    { locale, revalidate: 300 },
  );
  if (!board.success || !board.data) throw new Error(`${board.code}: ${board.message}`);
  return board.data.items;
});
