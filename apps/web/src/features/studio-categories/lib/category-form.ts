import { normalizeDigits } from '@manara/i18n';

/** The category form's values, as typed (decision 0064). */
export interface CategoryFormValues {
  arName: string;
  enName: string;
  slug: string;
  image: string;
  isActive: boolean;
  sortOrder: string;
}

export const emptyCategoryForm: CategoryFormValues = {
  arName: '',
  enName: '',
  slug: '',
  image: '',
  isActive: true,
  sortOrder: '0',
};

export function categoryFormOf(category: {
  arName: string;
  enName: string;
  slug: string;
  image: string | null;
  isActive: boolean;
  sortOrder: number;
}): CategoryFormValues {
  const { arName, enName, slug, isActive } = category;
  return { arName, enName, slug, isActive, image: category.image ?? '', sortOrder: String(category.sortOrder) };
}

/** A whole number typed with ASCII or Arabic-Indic digits; empty → 0; anything else → null. */
export function readSortOrder(typed: string): number | null {
  const text = normalizeDigits(typed).trim();
  if (text === '') return 0;
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/** What the API takes; null when the display order is not a number (the form says so). */
export function categoryInputOf(values: CategoryFormValues) {
  const sortOrder = readSortOrder(values.sortOrder);
  if (sortOrder === null) return null;
  return {
    arName: values.arName,
    enName: values.enName,
    slug: values.slug.trim() || null,
    image: values.image || null,
    isActive: values.isActive,
    sortOrder,
  };
}
