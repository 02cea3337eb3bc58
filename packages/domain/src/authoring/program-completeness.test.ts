import { describe, expect, it } from 'vitest';
import { missingForPublish } from './program-completeness';

const complete = {
  type: 'COURSE' as const,
  arTitle: 'التغذية الرياضية',
  enTitle: 'Sports nutrition',
  arSummary: 'ملخص',
  enSummary: 'Summary',
  thumbnail: 'studio/thumb.webp',
};
const contents = { lessonsCount: 3, invalidQuizzesCount: 0, diplomaProgramsCount: 0 };

describe('the publishing checklist', () => {
  it('passes a program with both languages, a thumbnail and a lesson', () => {
    expect(missingForPublish(complete, contents)).toEqual([]);
  });

  it('names every missing language and the thumbnail', () => {
    const fields = missingForPublish({ ...complete, enTitle: ' ', arSummary: '', thumbnail: null }, contents).map(
      (m) => m.field,
    );
    expect(fields).toEqual(['enTitle', 'arSummary', 'thumbnail']);
  });

  it('needs a lesson, then valid quiz pass marks', () => {
    expect(missingForPublish(complete, { ...contents, lessonsCount: 0 })).toEqual([
      { field: 'curriculum', messageKey: 'publishNeedsLesson' },
    ]);
    expect(missingForPublish(complete, { ...contents, invalidQuizzesCount: 1 })).toEqual([
      { field: 'curriculum', messageKey: 'publishNeedsQuizPassMark' },
    ]);
  });

  it('asks a diploma for programs instead of lessons', () => {
    const diploma = { ...complete, type: 'DIPLOMA' as const };
    expect(missingForPublish(diploma, { ...contents, lessonsCount: 0, diplomaProgramsCount: 2 })).toEqual([]);
    expect(missingForPublish(diploma, { ...contents, diplomaProgramsCount: 0 })).toEqual([
      { field: 'programs', messageKey: 'publishNeedsPrograms' },
    ]);
  });
});
