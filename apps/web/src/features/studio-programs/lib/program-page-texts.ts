import type { StudioProgram } from '../api/studio-program-documents';

/** The program page's lists (decision 0071): each typed in a box, one item per line. */
const programListKeys = [
  'arOutcomes',
  'enOutcomes',
  'arRequirements',
  'enRequirements',
  'arAudience',
  'enAudience',
] as const;
/** The program page's texts for search engines; empty: the page's title and summary are used. */
const programSeoKeys = ['arSeoTitle', 'enSeoTitle', 'arSeoDescription', 'enSeoDescription'] as const;

type ListKey = (typeof programListKeys)[number];
type SeoKey = (typeof programSeoKeys)[number];
export type ProgramPageTextValues = Record<ListKey | SeoKey, string>;

export const isProgramListKey = (key: string): key is ListKey => (programListKeys as readonly string[]).includes(key);

/** The boxes as the editor holds them: a list's items one per line, an unset text empty. */
export function pageTextValuesOf(program: Pick<StudioProgram, ListKey | SeoKey>): ProgramPageTextValues {
  return {
    ...(Object.fromEntries(programListKeys.map((key) => [key, program[key].join('\n')])) as Record<ListKey, string>),
    ...(Object.fromEntries(programSeoKeys.map((key) => [key, program[key] ?? ''])) as Record<SeoKey, string>),
  };
}

/**
 * A list's box as the API takes it: every line as typed. The API drops the blank ones and names a
 * line that is too long by its number, which is only right if the lines arrive as the box shows them.
 */
export const linesOf = (text: string): string[] => text.split('\n');

/** A program with none of these set (a new one, or the editor's stand-in while loading). */
export const noPageTexts = {
  ...(Object.fromEntries(programListKeys.map((key) => [key, [] as string[]])) as Record<ListKey, string[]>),
  ...(Object.fromEntries(programSeoKeys.map((key) => [key, null])) as Record<SeoKey, null>),
};
