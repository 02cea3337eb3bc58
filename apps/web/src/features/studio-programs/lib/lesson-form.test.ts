import { describe, expect, it } from 'vitest';
import type { CurriculumLesson } from '../api/studio-curriculum-documents';
import { lessonChanges, lessonFormValues } from './lesson-form';

const lesson = {
  id: 'l1',
  sectionId: 's1',
  type: 'LIVE_SESSION',
  arTitle: 'جلسة',
  enTitle: 'Session',
  title: 'Session',
  isPreview: false,
  videoId: null,
  durationSeconds: 0,
  arContent: '',
  enContent: '',
  liveSessionStartAt: '2026-12-01T17:30:00.000Z',
  liveSessionEndAt: null,
  liveSessionUrl: null,
} as CurriculumLesson;

describe('lesson form', () => {
  it('shows times in Cairo and sends them back as instants', () => {
    const values = lessonFormValues(lesson);
    expect(values.liveSessionStartAt).toBe('2026-12-01T19:30');
    const { changes, problems } = lessonChanges('LIVE_SESSION', { ...values, liveSessionEndAt: '2026-12-01T21:00' });
    expect(problems).toEqual([]);
    expect(changes).toMatchObject({
      liveSessionStartAt: '2026-12-01T17:30:00.000Z',
      liveSessionEndAt: '2026-12-01T19:00:00.000Z',
      liveSessionUrl: '',
    });
    expect(changes).not.toHaveProperty('arContent');
  });

  it('sends only the fields of the type, reading Arabic-Indic digits', () => {
    const values = { ...lessonFormValues(lesson), durationSeconds: '١٢٠', videoId: 'files/course-video/x' };
    expect(lessonChanges('VIDEO', values).changes).toEqual({
      arTitle: 'جلسة',
      enTitle: 'Session',
      isPreview: false,
      videoId: 'files/course-video/x',
      durationSeconds: 120,
    });
    expect(lessonChanges('VIDEO', { ...values, durationSeconds: '1.5' }).problems).toEqual(['durationSeconds']);
    expect(Object.keys(lessonChanges('ARTICLE', values).changes)).toEqual([
      'arTitle',
      'enTitle',
      'isPreview',
      'arContent',
      'enContent',
    ]);
  });

  it("sends a quiz's pass mark and attempts, reading Arabic-Indic digits; empty attempts are unlimited", () => {
    const quiz = { ...lesson, type: 'QUIZ', passingGrade: null, maxAttempts: 3 } as CurriculumLesson;
    const values = lessonFormValues(quiz);
    expect(values).toMatchObject({ passingGrade: '', maxAttempts: '3' });
    expect(lessonChanges('QUIZ', { ...values, passingGrade: '٧٠', maxAttempts: '' }).changes).toEqual({
      arTitle: 'جلسة',
      enTitle: 'Session',
      isPreview: false,
      passingGrade: 70,
      maxAttempts: null,
    });
    expect(lessonChanges('QUIZ', { ...values, passingGrade: '', maxAttempts: '2' }).changes).not.toHaveProperty(
      'passingGrade',
    );
    expect(lessonChanges('QUIZ', { ...values, passingGrade: 'x', maxAttempts: '1.5' }).problems).toEqual([
      'passingGrade',
      'maxAttempts',
    ]);
  });
});
