import { builder } from '../../builder';
import { SortOrderEnum } from '../../pagination';
import { LanguageEnum, LevelEnum, ProgramSortFieldEnum, ProgramTypeEnum } from './enums';

export const ProgramFilterInput = builder.inputType('LearningProgramFilterInput', {
  fields: (t) => ({
    type: t.field({ type: ProgramTypeEnum }),
    categoryId: t.string({ description: 'A category id or slug' }),
    lecturerId: t.id(),
    level: t.field({ type: LevelEnum }),
    language: t.field({ type: LanguageEnum }),
    minPrice: t.float({ description: 'EGP, on the price paid' }),
    maxPrice: t.float({ description: 'EGP, on the price paid' }),
    isLiveCourse: t.boolean(),
    isFree: t.boolean(),
  }),
});

export const ProgramSortInput = builder.inputType('LearningProgramSortInput', {
  fields: (t) => ({
    field: t.field({ type: ProgramSortFieldEnum }),
    order: t.field({ type: SortOrderEnum, description: 'Default: ASC for TITLE and PRICE, DESC otherwise' }),
  }),
});

export const CategoriesFilterInput = builder.inputType('CategoriesFilterInput', {
  fields: (t) => ({ isActive: t.boolean() }),
});

export const CategoriesSortInput = builder.inputType('CategoriesSortInput', {
  fields: (t) => ({ createdAt: t.field({ type: SortOrderEnum, description: 'Default ASC' }) }),
});
