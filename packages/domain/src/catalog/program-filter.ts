import type { ProgramListFilter, ProgramTypeValue } from '@manara/db';
import { isUuid } from './is-uuid';
import type { ProgramFilterInput } from './schemas';

/** The database filter for a validated input; `types` applies when the input names no type. */
export function toProgramListFilter(input: ProgramFilterInput, types: ProgramTypeValue[]): ProgramListFilter {
  const { type, categoryId, ...rest } = input;
  const category =
    categoryId === undefined
      ? {}
      : isUuid(categoryId)
        ? { categoryId: categoryId.toLowerCase() }
        : { categorySlug: categoryId };
  return { ...rest, ...category, types: type ? [type] : types };
}
