'use client';
import { useTranslations } from '#intl';
import { request } from '@/shared/graphql/request';
import { studioCategoriesQuery, type StudioCategory } from '../api/studio-category-documents';
import { CategoryTable } from './category-table';

/** Every category for administrators (decision 0064), in display order, with its program count. */
export function CategoryList() {
  const t = useTranslations('studio.categories');
  return (
    <CategoryTable<StudioCategory>
      t={(key) => t(key as never)}
      href="/studio/categories"
      load={async (locale) => (await request(studioCategoriesQuery, {}, { locale })).studioCategories}
      countColumn="programs"
      countOf={(category) => category.programsCount}
      rowTestId="studio-category-row"
    />
  );
}
