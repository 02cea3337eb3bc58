'use client';
import { useTranslations } from '#intl';
import { CategoryTable } from '@/features/studio-categories/components/category-table';
import { request } from '@/shared/graphql/request';
import { studioBlogCategoriesQuery, type StudioBlogCategory } from '../api/studio-blog-category-documents';

/** Every blog category for administrators (decision 0067), in display order, with its post count. */
export function BlogCategoryList() {
  const t = useTranslations('studio.blogCategories');
  return (
    <CategoryTable<StudioBlogCategory>
      t={(key) => t(key as never)}
      href="/studio/blog-categories"
      load={async (locale) => (await request(studioBlogCategoriesQuery, {}, { locale })).studioBlogCategories}
      countColumn="posts"
      countOf={(category) => category.blogsCount}
      rowTestId="studio-blog-category-row"
    />
  );
}
