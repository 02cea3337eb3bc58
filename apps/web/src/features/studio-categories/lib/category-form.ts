import { normalizeDigits } from '@manara/i18n';

/** The category form's values, as typed (decisions 0064 and 0067). */
export interface CategoryFormValues {
  arName: string;
  enName: string;
  slug: string;
  image: string;
  isActive: boolean;
  sortOrder: string;
}

/** What the form reads from any kind of category; blog categories have no image. */
export interface CategoryFormRow {
  id: string;
  version: number;
  arName: string;
  enName: string;
  slug: string;
  image?: string | null;
  isActive: boolean;
  sortOrder: number;
}

export const emptyCategoryForm: CategoryFormValues = {
  arName: '',
  enName: '',
  slug: '',
  image: '',
  isActive: true,
  sortOrder: '0',
};

export function categoryFormOf(category: Omit<CategoryFormRow, 'id' | 'version'>): CategoryFormValues {
  const { arName, enName, slug, isActive } = category;
  return { arName, enName, slug, isActive, image: category.image ?? '', sortOrder: String(category.sortOrder) };
}

/** A whole number typed with ASCII or Arabic-Indic digits; empty → 0; anything else → null. */
export function readSortOrder(typed: string): number | null {
  const text = normalizeDigits(typed).trim();
  if (text === '') return 0;
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

export interface CategoryInput {
  arName: string;
  enName: string;
  slug: string | null;
  image?: string | null;
  isActive: boolean;
  sortOrder: number;
}

/** What the API takes (the image only for kinds that have one); null when the display order is not a number. */
export function categoryInputOf(values: CategoryFormValues, withImage: boolean): CategoryInput | null {
  const sortOrder = readSortOrder(values.sortOrder);
  if (sortOrder === null) return null;
  return {
    arName: values.arName,
    enName: values.enName,
    slug: values.slug.trim() || null,
    ...(withImage ? { image: values.image || null } : {}),
    isActive: values.isActive,
    sortOrder,
  };
}
