'use client';
import { useTranslations } from '#intl';
import { CategoryForm, type CategoryKind } from '@/features/studio-categories/components/category-form';
import { request } from '@/shared/graphql/request';
import {
  createBlogCategoryMutation,
  deleteBlogCategoryMutation,
  studioBlogCategoryQuery,
  updateBlogCategoryMutation,
  type StudioBlogCategory,
} from '../api/studio-blog-category-documents';

const blogCategories: Omit<CategoryKind<StudioBlogCategory>, 'inUse'> = {
  href: '/studio/blog-categories',
  withImage: false,
  load: async (blogCategoryId, locale) =>
    (await request(studioBlogCategoryQuery, { blogCategoryId }, { locale })).studioBlogCategory,
  create: async (input, locale) =>
    (await request(createBlogCategoryMutation, { input }, { locale })).createBlogCategory,
  update: async (category, input, locale) =>
    (
      await request(
        updateBlogCategoryMutation,
        { input: { ...input, blogCategoryId: category.id, version: category.version } },
        { locale },
      )
    ).updateBlogCategory,
  remove: async (category, locale) =>
    (
      await request(
        deleteBlogCategoryMutation,
        { input: { blogCategoryId: category.id, version: category.version } },
        { locale },
      )
    ).deleteBlogCategory,
};

/** A blog category's form (decision 0067): no image; delete refused while posts are filed under it. */
export function BlogCategoryEditor({ blogCategoryId }: { blogCategoryId?: string }) {
  const t = useTranslations('studio.blogCategories');
  return (
    <CategoryForm<StudioBlogCategory>
      t={(key) => t(key as never)}
      categoryId={blogCategoryId}
      kind={{ ...blogCategories, inUse: (category) => t('inUse', { posts: category.blogsCount }) }}
    />
  );
}
