import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json, TestServer } from '../../testing/test-server';
import { createTestServer } from '../../testing/test-server';
import { learner } from '../commerce/testing/commerce-world';
import {
  courseWith,
  enrol,
  INFO,
  insertProgram,
  LESSON,
  linkDiploma,
  SECTIONS,
  SYLLABUS,
} from './testing/learning-world';

let server: TestServer;
let lessons: Record<string, string>;
let courseId: string;
let student: Awaited<ReturnType<typeof learner>>;
let stranger: Awaited<ReturnType<typeof learner>>;

const HOUR = 3_600_000;

async function asVisitor(query: string, variables: Record<string, unknown>): Promise<Json> {
  const res = await server.gql(query, { variables, locale: 'en' });
  return Object.values(res.body.data!)[0];
}

beforeAll(async () => {
  server = await createTestServer();
  const db = server.database.db;
  const start = new Date(Date.now() + 2 * HOUR);
  const made = await courseWith(db, 'Access Course', [
    {
      enTitle: 'Start',
      lessons: [
        {
          enTitle: 'Welcome',
          isPreview: true,
          videoId: 'vid-welcome',
          durationSeconds: 90,
          enContent: '',
          arContent: '',
        },
        {
          enTitle: 'Reading',
          type: 'ARTICLE',
          enContent: '<p>Secret body</p>',
          arContent: '<p>نص سري</p>',
          durationSeconds: 300,
        },
      ],
    },
    {
      enTitle: 'Live',
      lessons: [
        {
          enTitle: 'Session',
          type: 'LIVE_SESSION',
          liveSessionStartAt: start,
          liveSessionEndAt: new Date(start.getTime() + HOUR),
          liveSessionUrl: 'https://meet.example.com/room',
        },
      ],
    },
  ]);
  lessons = made.lessons;
  courseId = made.course.id;
  await db.insert(schema.lessonResources).values([
    {
      lessonId: lessons.Reading!,
      enTitle: 'Sheet',
      arTitle: 'ورقة',
      type: 'PDF',
      url: 'resources/sheet.pdf',
    },
    {
      lessonId: lessons.Reading!,
      enTitle: 'WHO',
      arTitle: 'الصحة',
      type: 'LINK',
      url: 'https://www.who.int/',
    },
  ]);
  student = await learner(server);
  stranger = await learner(server);
  await enrol(server, student.user.id, [courseId]);
});
afterAll(() => server.close());

describe('syllabus (metadata for everyone)', () => {
  it('shows visitors every lesson title with only previews available, and no content fields exist', async () => {
    const res = await asVisitor(SYLLABUS, { courseId });
    expect(res.success).toBe(true);
    const flat = res.data.items.flatMap((s: Json) => s.lessons);
    expect(flat.map((l: Json) => [l.enTitle, l.isAvailable, l.isCompleted])).toEqual([
      ['Welcome', true, false],
      ['Reading', false, false],
      ['Session', false, false],
    ]);
    expect(JSON.stringify(res)).not.toContain('Secret body');
    expect(JSON.stringify(res)).not.toContain('meet.example.com');
  });

  it('shows an enrolled learner every lesson available, and pages sections with pageInfo', async () => {
    const all = await student.call(SYLLABUS, { courseId });
    expect(all.data.items.flatMap((s: Json) => s.lessons).every((l: Json) => l.isAvailable)).toBe(true);
    const page2 = await student.call(SECTIONS, {
      courseId,
      paginate: { page: 2, limit: 1 },
    });
    expect(page2.data.items.map((s: Json) => s.title)).toEqual(['Live']);
    expect(page2.data.pageInfo).toEqual({
      page: 2,
      limit: 1,
      totalCount: 2,
      totalPages: 2,
      hasNext: false,
    });
    expect(page2.data.items[0].lessons[0]).toMatchObject({
      enTitle: 'Session',
      type: 'LIVE_SESSION',
      isAvailable: true,
    });
  });

  it('accepts the slug, refuses bad paging, and answers NOT_FOUND for unknown or malformed ids', async () => {
    expect((await asVisitor(SYLLABUS, { courseId: 'access-course' })).success).toBe(true);
    expect((await asVisitor(SECTIONS, { courseId, paginate: { limit: 0 } })).code).toBe('VALIDATION_FAILED');
    expect(
      (
        await asVisitor(SYLLABUS, {
          courseId: '00000000-0000-4000-8000-000000000000',
        })
      ).code,
    ).toBe('NOT_FOUND');
    expect((await asVisitor(LESSON, { lessonId: 'nope' })).code).toBe('NOT_FOUND');
    expect(
      (
        await student.call(LESSON, {
          lessonId: '00000000-0000-4000-8000-000000000000',
        })
      ).code,
    ).toBe('NOT_FOUND');
  });
});

describe('lesson content', () => {
  it('serves a preview lesson to visitors', async () => {
    const res = await asVisitor(LESSON, { lessonId: lessons.Welcome });
    expect(res).toMatchObject({
      success: true,
      data: {
        videoId: 'vid-welcome',
        isPreview: true,
        isCompleted: false,
        resumePositionSeconds: null,
      },
    });
    expect(res.data.nextLesson).toMatchObject({
      title: 'Reading',
      isAvailable: false,
    });
    expect(res.data.previousLesson).toBeNull();
  });

  it('asks visitors to sign in and signed-in non-learners to buy', async () => {
    const visitor = await asVisitor(LESSON, { lessonId: lessons.Reading });
    expect(visitor).toMatchObject({
      success: false,
      code: 'UNAUTHENTICATED',
      data: null,
    });
    const other = await stranger.call(LESSON, { lessonId: lessons.Reading });
    expect(other).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
      data: null,
    });
    expect(JSON.stringify([visitor, other])).not.toContain('Secret body');
  });

  it('gives an enrolled learner everything, with neighbours across sections and resources with download URLs', async () => {
    const res = await student.call(LESSON, { lessonId: lessons.Reading });
    expect(res.data).toMatchObject({
      content: '<p>Secret body</p>',
      arContent: '<p>نص سري</p>',
      type: 'ARTICLE',
      isAvailable: true,
      section: { title: 'Start', order: 1 },
      previousLesson: { title: 'Welcome' },
      nextLesson: { title: 'Session', type: 'LIVE_SESSION', isAvailable: true },
      videoUrl: null,
      passingGrade: null,
      numberOfQuestions: 0,
    });
    expect(res.data.resources.map((r: Json) => [r.title, r.downloadUrl])).toEqual([
      ['Sheet', '/media/resources/sheet.pdf'],
      ['WHO', 'https://www.who.int/'],
    ]);
    const arabic = await student.call(LESSON, { lessonId: lessons.Reading }, { locale: 'ar' });
    expect(arabic.data.content).toBe('<p>نص سري</p>');
  });

  it('shows the live link only from 15 minutes before the start until the end', async () => {
    const at = async () => (await student.call(LESSON, { lessonId: lessons.Session })).data;
    expect(await at()).toMatchObject({
      liveSessionState: 'UPCOMING',
      liveSessionUrl: null,
      nextLesson: null,
    });
    server.advanceTime(HOUR + 50 * 60_000);
    expect(await at()).toMatchObject({
      liveSessionState: 'OPEN',
      liveSessionUrl: 'https://meet.example.com/room',
    });
    server.advanceTime(HOUR + 10 * 60_000);
    expect(await at()).toMatchObject({
      liveSessionState: 'ENDED',
      liveSessionUrl: null,
    });
    server.advanceTime(-(3 * HOUR));
  });

  it('hides lessons of unpublished programs from everyone but their learners', async () => {
    await server.database.db
      .update(schema.learningPrograms)
      .set({ publicationStatus: 'UNPUBLISHED' })
      .where(eq(schema.learningPrograms.id, courseId));
    try {
      expect((await asVisitor(LESSON, { lessonId: lessons.Welcome })).code).toBe('NOT_FOUND');
      expect((await stranger.call(SYLLABUS, { courseId })).code).toBe('NOT_FOUND');
      expect((await student.call(LESSON, { lessonId: lessons.Reading })).success).toBe(true);
    } finally {
      await server.database.db
        .update(schema.learningPrograms)
        .set({ publicationStatus: 'PUBLISHED' })
        .where(eq(schema.learningPrograms.id, courseId));
    }
  });

  it('opens a course to learners enrolled in a diploma that holds it', async () => {
    const diploma = await insertProgram(server.database.db, {
      enTitle: 'Access Diploma',
      arTitle: 'دبلومة',
      type: 'DIPLOMA',
    });
    await linkDiploma(server.database.db, diploma.id, [courseId]);
    const graduate = await learner(server);
    await enrol(server, graduate.user.id, [diploma.id]);
    expect((await graduate.call(LESSON, { lessonId: lessons.Reading })).success).toBe(true);
  });
});

describe('insideCourseInfo', () => {
  it('needs a signed-in viewer and tells whether they are enrolled', async () => {
    expect((await asVisitor(INFO, { courseId })).code).toBe('UNAUTHENTICATED');
    expect((await stranger.call(INFO, { courseId })).data).toMatchObject({
      isEnrolled: false,
      program: { isEnrolled: false },
      resumeLesson: { title: 'Welcome' },
    });
    const mine = await student.call(INFO, { courseId });
    expect(mine.data).toMatchObject({
      isEnrolled: true,
      program: { id: courseId },
      progress: { percentage: 0, lessonsCount: 3, isCompleted: false },
    });
  });
});
