import { getProgramProgress } from '@manara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json, TestServer } from '../../testing/test-server';
import { createTestServer } from '../../testing/test-server';
import { learner } from '../commerce/testing/commerce-world';
import {
  COMPLETE,
  COMPLETED,
  courseWith,
  enrol,
  IN_PROGRESS,
  INFO,
  insertProgram,
  insertQuiz,
  LESSON,
  linkDiploma,
  NEXT_LESSON,
  SAVE_POSITION,
  SUBMIT,
  SYLLABUS,
  TOGGLE,
} from './testing/learning-world';

let server: TestServer;
let first: Awaited<ReturnType<typeof courseWith>>;
let second: Awaited<ReturnType<typeof courseWith>>;
let diplomaId: string;
let student: Awaited<ReturnType<typeof learner>>;
let quiz: Awaited<ReturnType<typeof insertQuiz>>;

beforeAll(async () => {
  server = await createTestServer();
  const db = server.database.db;
  first = await courseWith(db, 'Progress One', [
    {
      enTitle: 'A',
      lessons: [{ enTitle: 'One', isPreview: true }, { enTitle: 'Two' }],
    },
    { enTitle: 'B', lessons: [{ enTitle: 'Three', type: 'ARTICLE' }] },
  ]);
  second = await courseWith(db, 'Progress Two', [
    {
      enTitle: 'A',
      lessons: [{ enTitle: 'Only' }, { enTitle: 'Check', type: 'QUIZ', passingGrade: 100 }],
    },
  ]);
  quiz = await insertQuiz(db, second.lessons.Check!, {
    questions: [
      {
        enTitle: 'Q',
        answers: [{ enTitle: 'yes', isCorrect: true }, { enTitle: 'no' }],
      },
    ],
  });
  const diploma = await insertProgram(db, {
    enTitle: 'Progress Diploma',
    arTitle: 'دبلومة التقدم',
    type: 'DIPLOMA',
  });
  diplomaId = diploma.id;
  await linkDiploma(db, diplomaId, [first.course.id, second.course.id]);
  student = await learner(server);
  await enrol(server, student.user.id, [diplomaId]);
});
afterAll(() => server.close());

const toggle = (lesson: string) => student.call(TOGGLE, { lessonId: lesson });

describe('completion and progress', () => {
  it('toggles a lesson and floors the percentage (100 only when every lesson is complete)', async () => {
    const one = await toggle(first.lessons.One!);
    expect(one.data).toMatchObject({
      isCompleted: true,
      progress: {
        programId: first.course.id,
        percentage: 33,
        completedLessonsCount: 1,
        lessonsCount: 3,
      },
    });
    expect((await toggle(first.lessons.Two!)).data.progress.percentage).toBe(66);
    const off = await toggle(first.lessons.Two!);
    expect(off.data).toMatchObject({
      isCompleted: false,
      progress: { percentage: 33, isCompleted: false },
    });
    await toggle(first.lessons.Two!);
    const done = await toggle(first.lessons.Three!);
    expect(done.data.progress).toMatchObject({
      percentage: 100,
      isCompleted: true,
    });
    expect(done.data.progress.completedAt).not.toBeNull();
  });

  it('shows completion ticks in the syllabus and the lesson', async () => {
    const syllabus = await student.call(SYLLABUS, {
      courseId: first.course.id,
    });
    expect(syllabus.data.items.flatMap((s: Json) => s.lessons).map((l: Json) => l.isCompleted)).toEqual([
      true,
      true,
      true,
    ]);
    expect((await student.call(LESSON, { lessonId: first.lessons.Two })).data.isCompleted).toBe(true);
  });

  it('refuses completion to visitors and to learners not enrolled', async () => {
    const res = await server.gql(TOGGLE, {
      variables: { lessonId: first.lessons.One },
    });
    expect(res.body.data!.toggleLessonCompletion.code).toBe('UNAUTHENTICATED');
    const other = await learner(server);
    expect((await other.call(TOGGLE, { lessonId: first.lessons.One })).code).toBe('FORBIDDEN');
  });

  it('completes a quiz lesson only by passing it', async () => {
    expect((await toggle(second.lessons.Check!)).code).toBe('QUIZ_NOT_PASSED');
    expect((await student.call(LESSON, { lessonId: second.lessons.Check })).data.isCompleted).toBe(false);
  });

  it('completes a diploma when its programs are complete', async () => {
    const before = await getProgramProgress(server.deps, {
      userId: student.user.id,
      programId: diplomaId,
    });
    expect(before).toMatchObject({
      percentage: 60,
      completedLessonsCount: 3,
      lessonsCount: 5,
      isCompleted: false,
      completedAt: null,
    });
    await toggle(second.lessons.Only!);
    const info = await student.call(INFO, { courseId: diplomaId });
    expect(info.data.progress).toMatchObject({
      percentage: 80,
      isCompleted: false,
    });
    const passed = await student.call(SUBMIT, {
      input: {
        lessonId: second.lessons.Check,
        answers: [{ questionId: quiz[0]!.id, answerIds: quiz[0]!.correct }],
      },
    });
    expect(passed.data).toMatchObject({
      isPassed: true,
      isLessonCompleted: true,
    });
    const after = await getProgramProgress(server.deps, {
      userId: student.user.id,
      programId: diplomaId,
    });
    expect(after).toMatchObject({ percentage: 100, isCompleted: true });
    expect(after.completedAt).toBeInstanceOf(Date);
  });
});

describe('completing a lesson (the player, after most of a video)', () => {
  it('marks a lesson done and leaves a done one done; the learner can still untick it', async () => {
    const fresh = await learner(server);
    await enrol(server, fresh.user.id, [diplomaId]);
    const first1 = await fresh.call(COMPLETE, { lessonId: first.lessons.One });
    expect(first1).toMatchObject({
      success: true,
      data: { lessonId: first.lessons.One, isCompleted: true, progress: { percentage: 33, completedLessonsCount: 1 } },
    });
    const again = await fresh.call(COMPLETE, { lessonId: first.lessons.One });
    expect(again.data).toMatchObject({ isCompleted: true, progress: { completedLessonsCount: 1 } });
    expect((await fresh.call(TOGGLE, { lessonId: first.lessons.One })).data.isCompleted).toBe(false);
  });

  it('refuses visitors, learners not enrolled, unpassed quizzes and bad ids', async () => {
    const res = await server.gql(COMPLETE, { variables: { lessonId: first.lessons.One } });
    expect(res.body.data!.completeLesson.code).toBe('UNAUTHENTICATED');
    const other = await learner(server);
    expect((await other.call(COMPLETE, { lessonId: first.lessons.One })).code).toBe('FORBIDDEN');
    const fresh = await learner(server);
    await enrol(server, fresh.user.id, [diplomaId]);
    expect((await fresh.call(COMPLETE, { lessonId: second.lessons.Check })).code).toBe('QUIZ_NOT_PASSED');
    expect((await fresh.call(LESSON, { lessonId: second.lessons.Check })).data.isCompleted).toBe(false);
    expect((await fresh.call(COMPLETE, { lessonId: 'not-a-lesson' })).code).toBe('NOT_FOUND');
    const messages = [];
    for (const locale of ['en', 'ar'] as const) {
      const blank = await fresh.call(COMPLETE, { lessonId: '' }, { locale });
      expect(blank.code).toBe('VALIDATION_FAILED');
      expect(blank.fieldErrors).toEqual([expect.objectContaining({ field: 'lessonId' })]);
      messages.push(blank.fieldErrors[0].message);
    }
    expect(new Set(messages).size).toBe(2);
  });
});

describe('the next lesson of one program (start learning)', () => {
  it("answers a course's or a diploma's first lesson not completed, then null once all are done", async () => {
    const fresh = await learner(server);
    await enrol(server, fresh.user.id, [diplomaId]);
    const next = async (courseId: string) => (await fresh.call(NEXT_LESSON, { courseId })).data;
    expect(await next(diplomaId)).toEqual({
      id: first.lessons.One,
      programId: first.course.id,
      title: 'One',
      type: 'VIDEO',
    });
    expect(await next(first.course.slug)).toMatchObject({ id: first.lessons.One });
    for (const lesson of [first.lessons.One!, first.lessons.Two!, first.lessons.Three!])
      await fresh.call(COMPLETE, { lessonId: lesson });
    expect(await next(first.course.id)).toBeNull();
    expect(await next(diplomaId)).toMatchObject({ id: second.lessons.Only, programId: second.course.id });
    expect((await fresh.call(NEXT_LESSON, { courseId: diplomaId }, { locale: 'ar' })).data.title).toBe(
      (await fresh.call(LESSON, { lessonId: second.lessons.Only }, { locale: 'ar' })).data.title,
    );
  });

  it('refuses visitors and learners who do not own the program; unknown programs are NOT_FOUND', async () => {
    const res = await server.gql(NEXT_LESSON, { variables: { courseId: first.course.id } });
    expect(res.body.data!.myNextLesson.code).toBe('UNAUTHENTICATED');
    const other = await learner(server);
    expect((await other.call(NEXT_LESSON, { courseId: first.course.id })).code).toBe('FORBIDDEN');
    expect((await other.call(NEXT_LESSON, { courseId: 'no-such-program' })).code).toBe('NOT_FOUND');
    const blank = await other.call(NEXT_LESSON, { courseId: '' });
    expect(blank.code).toBe('VALIDATION_FAILED');
    expect(blank.fieldErrors).toEqual([expect.objectContaining({ field: 'courseId' })]);
  });
});

describe('my learning lists', () => {
  it('lists owned programs (the diploma and its courses) split into in progress and completed, paged', async () => {
    const third = await courseWith(server.database.db, 'Progress Three', [
      { enTitle: 'A', lessons: [{ enTitle: 'Solo' }] },
    ]);
    await enrol(server, student.user.id, [third.course.id]);
    const inProgress = await student.call(IN_PROGRESS, {
      paginate: { limit: 10 },
    });
    expect(inProgress.success).toBe(true);
    expect(inProgress.data.items.map((i: Json) => [i.program.id, i.progress.percentage])).toEqual([
      [third.course.id, 0],
    ]);
    const completed = await student.call(COMPLETED, {});
    expect(completed.data.items.map((i: Json) => i.program.id).sort()).toEqual(
      [diplomaId, first.course.id, second.course.id].sort(),
    );
    expect(completed.data.items.every((i: Json) => i.progress.isCompleted && i.program.isEnrolled)).toBe(true);
    expect(completed.data.pageInfo).toMatchObject({
      totalCount: 3,
      totalPages: 1,
      hasNext: false,
    });
    const paged = await student.call(COMPLETED, {
      paginate: { page: 2, limit: 2 },
    });
    expect(paged.data.items).toHaveLength(1);
    expect(paged.data.pageInfo).toEqual({
      page: 2,
      limit: 2,
      totalCount: 3,
      totalPages: 2,
      hasNext: false,
    });
  });

  it("points continue at the first lesson not completed, across a diploma's programs", async () => {
    const fresh = await learner(server);
    await enrol(server, fresh.user.id, [diplomaId]);
    const nextOf = async (programId: string) => {
      const page = await fresh.call(IN_PROGRESS, { paginate: { limit: 10 } });
      return page.data.items.find((i: Json) => i.program.id === programId)?.nextLesson;
    };
    await fresh.call(TOGGLE, { lessonId: first.lessons.One });
    expect(await nextOf(first.course.id)).toEqual({
      id: first.lessons.Two,
      programId: first.course.id,
      title: 'Two',
      type: 'VIDEO',
    });
    expect(await nextOf(diplomaId)).toMatchObject({ id: first.lessons.Two });
    for (const lesson of [first.lessons.Two!, first.lessons.Three!]) await fresh.call(TOGGLE, { lessonId: lesson });
    // The diploma moves on to its next program; the finished course has nothing left.
    expect(await nextOf(diplomaId)).toEqual({
      id: second.lessons.Only,
      programId: second.course.id,
      title: 'Only',
      type: 'VIDEO',
    });
    const completed = await fresh.call(COMPLETED, {});
    expect(completed.data.items).toEqual([
      expect.objectContaining({
        program: expect.objectContaining({ id: first.course.id }),
        nextLesson: null,
      }),
    ]);
  });

  it('needs a signed-in viewer', async () => {
    const res = await server.gql(IN_PROGRESS, { variables: {} });
    expect(res.body.data!.myInProgress.code).toBe('UNAUTHENTICATED');
  });
});

describe('resume position', () => {
  it('remembers the player position per learner and lesson', async () => {
    const saved = await student.call(SAVE_POSITION, {
      input: { lessonId: first.lessons.Two, positionSeconds: 42.7 },
    });
    expect(saved.data).toEqual({
      lessonId: first.lessons.Two,
      positionSeconds: 42,
    });
    await student.call(SAVE_POSITION, {
      input: { lessonId: first.lessons.Two, positionSeconds: 61 },
    });
    expect((await student.call(LESSON, { lessonId: first.lessons.Two })).data.resumePositionSeconds).toBe(61);
    const other = await learner(server);
    expect((await other.call(LESSON, { lessonId: first.lessons.One })).data.resumePositionSeconds).toBeNull();
  });

  it('refuses bad positions and lessons the viewer may not watch', async () => {
    expect(
      (
        await student.call(SAVE_POSITION, {
          input: { lessonId: first.lessons.Two, positionSeconds: -1 },
        })
      ).code,
    ).toBe('VALIDATION_FAILED');
    const other = await learner(server);
    expect(
      (
        await other.call(SAVE_POSITION, {
          input: { lessonId: first.lessons.Two, positionSeconds: 5 },
        })
      ).code,
    ).toBe('FORBIDDEN');
    const visitor = await server.gql(SAVE_POSITION, {
      variables: { input: { lessonId: first.lessons.One, positionSeconds: 5 } },
    });
    expect(visitor.body.data!.saveLessonPosition.code).toBe('UNAUTHENTICATED');
  });
});
