'use client';
import { useTranslations } from '#intl';
import { request } from '@/shared/graphql/request';
import {
  createCategoryMutation,
  deleteCategoryMutation,
  studioCategoryQuery,
  updateCategoryMutation,
  type StudioCategory,
} from '../api/studio-category-documents';
import { CategoryForm, type CategoryKind } from './category-form';

const programCategories: Omit<CategoryKind<StudioCategory>, 'inUse'> = {
  href: '/studio/categories',
  withImage: true,
  load: async (categoryId, locale) => (await request(studioCategoryQuery, { categoryId }, { locale })).studioCategory,
  create: async (input, locale) => (await request(createCategoryMutation, { input }, { locale })).createCategory,
  update: async (category, input, locale) =>
    (
      await request(
        updateCategoryMutation,
        { input: { ...input, categoryId: category.id, version: category.version } },
        { locale },
      )
    ).updateCategory,
  remove: async (category, locale) =>
    (
      await request(
        deleteCategoryMutation,
        { input: { categoryId: category.id, version: category.version } },
        { locale },
      )
    ).deleteCategory,
};

/** A program category's form (decision 0064): with its image; delete refused while programs or coupons use it. */
export function CategoryEditor({ categoryId }: { categoryId?: string }) {
  const t = useTranslations('studio.categories');
  return (
    <CategoryForm<StudioCategory>
      t={(key) => t(key as never)}
      categoryId={categoryId}
      kind={{
        ...programCategories,
        inUse: (category) => t('inUse', { programs: category.programsCount, coupons: category.couponsCount }),
      }}
    />
  );
}
