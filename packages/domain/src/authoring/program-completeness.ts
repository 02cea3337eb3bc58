import type { ProgramRow } from '@manara/db';

export interface ProgramContents {
  lessonsCount: number;
  /** Quizzes whose pass mark is missing or outside 1–100, or that have no question. */
  invalidQuizzesCount: number;
  /** A diploma's programs. */
  diplomaProgramsCount: number;
}

/** Each thing a program needs before it can be published, as a field error key (errors.field.*). */
export type MissingForPublish =
  | { field: 'arTitle' | 'enTitle' | 'arSummary' | 'enSummary'; messageKey: 'required' }
  | { field: 'thumbnail'; messageKey: 'publishNeedsThumbnail' }
  | { field: 'curriculum'; messageKey: 'publishNeedsLesson' | 'publishNeedsQuizPassMark' }
  | { field: 'programs'; messageKey: 'publishNeedsPrograms' };

/**
 * The completeness checklist (decision 0028): both languages of the title and summary, a
 * thumbnail, at least one lesson (a diploma: at least one program), and valid quiz pass marks.
 * An empty list means the program may be published.
 */
export function missingForPublish(
  program: Pick<ProgramRow, 'type' | 'arTitle' | 'enTitle' | 'arSummary' | 'enSummary' | 'thumbnail'>,
  contents: ProgramContents,
): MissingForPublish[] {
  const missing: MissingForPublish[] = [];
  for (const field of ['arTitle', 'enTitle', 'arSummary', 'enSummary'] as const) {
    if (!program[field].trim()) missing.push({ field, messageKey: 'required' });
  }
  if (!program.thumbnail) missing.push({ field: 'thumbnail', messageKey: 'publishNeedsThumbnail' });
  if (program.type === 'DIPLOMA') {
    if (contents.diplomaProgramsCount === 0) missing.push({ field: 'programs', messageKey: 'publishNeedsPrograms' });
  } else if (contents.lessonsCount === 0) {
    missing.push({ field: 'curriculum', messageKey: 'publishNeedsLesson' });
  } else if (contents.invalidQuizzesCount > 0) {
    missing.push({ field: 'curriculum', messageKey: 'publishNeedsQuizPassMark' });
  }
  return missing;
}
