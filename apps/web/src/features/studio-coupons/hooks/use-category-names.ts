'use client';
import { type Locale } from '@manara/i18n';
import { useEffect, useState } from 'react';
import { CategoriesQuery } from '@/features/catalogue/api/listing-documents';
import { request } from '@/shared/graphql/request';

/** Names of the categories (the catalogue's, in the page's language). */
export function useCategoryNames(locale: Locale) {
  const [categories, setCategories] = useState<Array<{ id: string; name: string }>>([]);
  useEffect(() => {
    void request(CategoriesQuery, {}, { locale }).then(
      ({ categories: answer }) => setCategories(answer.data?.items ?? []),
      () => setCategories([]),
    );
  }, [locale]);
  return categories;
}
