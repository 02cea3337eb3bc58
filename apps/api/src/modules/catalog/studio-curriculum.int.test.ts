import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Json, type TestServer } from '../../testing/test-server';
import {
  callAs,
  curriculumWriter,
  studioPeople,
  uploadedFileOf,
  type Draft,
  type StudioPeople,
  type StudioPerson,
} from './testing/studio-people';

const ENVELOPE = 'code message success fieldErrors { field message }';
const CURRICULUM = `program { id version publicationStatus slug } missingForPublish { field message }
  sections { id arTitle enTitle title lessons { id sectionId type arTitle enTitle title isPreview videoId durationSeconds
    arContent enContent liveSessionStartAt liveSessionEndAt liveSessionUrl } }`;
const GET = `query studioCurriculum($programId: ID) { studioCurriculum(programId: $programId) { ${ENVELOPE} data { ${CURRICULUM} } } }`;
const inputs = {
  addSection: 'AddSectionInput',
  updateSection: 'UpdateSectionInput',
  deleteSection: 'DeleteSectionInput',
  addLesson: 'AddLessonInput',
  updateLesson: 'UpdateLessonInput',
  deleteLesson: 'DeleteLessonInput',
  reorderCurriculum: 'ReorderCurriculumInput',
} as const;
type Write = keyof typeof inputs;
const mutation = (name: Write) =>
  `mutation ${name}($input: ${inputs[name]}) { ${name}(input: $input) { ${ENVELOPE} data { ${CURRICULUM} } } }`;
const CREATE = `mutation createProgram($input: CreateProgramInput) { createProgram(input: $input) { ${ENVELOPE} data { id version slug } } }`;
const UPDATE = `mutation updateProgram($input: UpdateProgramInput) { updateProgram(input: $input) { ${ENVELOPE} data { version } } }`;
const step = (name: string, type = 'ProgramTransitionInput') =>
  `mutation ${name}($input: ${type}) { ${name}(input: $input) { ${ENVELOPE} data { version publicationStatus } } }`;
const COURSE = `query course($slug: String) { course(slug: $slug) { ${ENVELOPE}
  data { id title lessonsCount sections { title lessons { title type } } } } }`;
const AUDIT = `query auditEntries($id: ID) { auditEntries(entityType: "program", entityId: $id) {
  ${ENVELOPE} data { items { action changes { field before after } } } } }`;

let server: TestServer;
let people: StudioPeople;
const published: string[][] = [];
const call = (who: StudioPerson, query: string, variables?: Record<string, unknown>, locale?: 'ar' | 'en') =>
  callAs(server, who, query, variables, locale);

async function draft(who: StudioPerson, enTitle = `Curriculum ${Math.random().toString(36).slice(2, 8)}`) {
  const created = await call(who, CREATE, { input: { type: 'COURSE', arTitle: 'دورة المنهج', enTitle } });
  expect(created.success).toBe(true);
  return created.data as Draft;
}

const write = curriculumWriter(() => server, mutation);

const lastSection = (envelope: Json) => envelope.data.sections.at(-1);
const lastLessonOf = (envelope: Json, sectionId: string) =>
  envelope.data.sections.find((s: Json) => s.id === sectionId).lessons.at(-1);
const outline = (envelope: Json) =>
  envelope.data.sections.map((s: Json) => [s.enTitle, s.lessons.map((l: Json) => l.enTitle)]);

async function lessonIn(who: StudioPerson, program: Draft, sectionId: string, type: string, enTitle: string) {
  const added = await write(who, program, 'addLesson', { sectionId, type, arTitle: `درس ${enTitle}`, enTitle });
  return lastLessonOf(added, sectionId);
}

async function sectionWithLessons(who: StudioPerson, program: Draft, title: string, lessons: string[]) {
  const section = lastSection(await write(who, program, 'addSection', { arTitle: `قسم ${title}`, enTitle: title }));
  const ids: string[] = [];
  for (const lesson of lessons) ids.push((await lessonIn(who, program, section.id, 'ARTICLE', lesson)).id);
  return { id: section.id as string, lessonIds: ids };
}

beforeAll(async () => {
  server = await createTestServer();
  server.deps.contentEvents = { publish: async (tags) => void published.push([...tags]) };
  people = await studioPeople(server, 'curriculum.test');
});
afterAll(() => server.close());

describe('from an empty draft to a course learners see', () => {
  it('creates, fills, adds a section and an article, passes the checklist, is published and shows its syllabus', async () => {
    const { lecturer, admin, visitor } = people;
    const program = await draft(lecturer, 'Authored In The Studio');
    const empty = await call(lecturer, GET, { programId: program.id });
    expect(empty.data).toMatchObject({ program: { id: program.id, version: 1 }, sections: [] });
    expect(empty.data.missingForPublish.map((m: Json) => m.field)).toContain('curriculum');

    const filled = await call(lecturer, UPDATE, {
      input: {
        programId: program.id,
        version: program.version,
        changes: {
          arSummary: 'ملخص الدورة',
          enSummary: 'What the course covers',
          thumbnail: await uploadedFileOf(server, lecturer.userId!, 'COURSE_THUMBNAIL'),
        },
      },
    });
    program.version = filled.data.version;

    const withSection = await write(lecturer, program, 'addSection', {
      arTitle: 'البداية',
      enTitle: 'Getting started',
    });
    expect(withSection).toMatchObject({ success: true, code: 'SECTION_ADDED', data: { program: { version: 3 } } });
    const section = lastSection(withSection);
    const withLesson = await write(lecturer, program, 'addLesson', {
      sectionId: section.id,
      type: 'ARTICLE',
      arTitle: 'مرحبًا بك',
      enTitle: 'Welcome',
    });
    expect(withLesson.code).toBe('LESSON_ADDED');
    expect(withLesson.data.missingForPublish).toEqual([]);
    const lesson = lastLessonOf(withLesson, section.id);
    const saved = await write(
      lecturer,
      program,
      'updateLesson',
      {
        lessonId: lesson.id,
        changes: {
          arContent: '<p>أهلًا <script>alert(1)</script></p>',
          enContent: '<p onclick="x()">Hello <b>there</b></p>',
          isPreview: true,
        },
      },
      'en',
    );
    expect(saved).toMatchObject({ code: 'LESSON_SAVED', message: 'The lesson was saved.' });
    const stored = lastLessonOf(saved, section.id);
    expect(stored).toMatchObject({
      arContent: '<p>أهلًا </p>',
      enContent: '<p>Hello <b>there</b></p>',
      isPreview: true,
    });

    const live = await call(admin, step('publishProgram', 'PublishProgramInput'), {
      input: { programId: program.id, version: program.version },
    });
    expect(live).toMatchObject({ code: 'PROGRAM_PUBLISHED', data: { publicationStatus: 'PUBLISHED' } });
    program.version = live.data.version;
    const course = await call(visitor, COURSE, { slug: program.slug }, 'en');
    expect(course.data).toMatchObject({
      id: program.id,
      lessonsCount: 1,
      sections: [{ title: 'Getting started', lessons: [{ title: 'Welcome', type: 'ARTICLE' }] }],
    });

    // A live program's curriculum changes are live at once, and every web copy hears of them.
    published.length = 0;
    await write(lecturer, program, 'updateSection', { sectionId: section.id, changes: { enTitle: 'First steps' } });
    expect(published).toEqual([expect.arrayContaining([`program:${program.id}`, 'programs', 'home', 'search'])]);
    expect((await call(visitor, COURSE, { slug: program.slug }, 'en')).data.sections[0].title).toBe('First steps');
  });
});

describe('sections and lessons', () => {
  it('adds, renames, reorders across sections and deletes, each write raising the version and audited', async () => {
    const { lecturer } = people;
    const program = await draft(lecturer);
    const first = await sectionWithLessons(lecturer, program, 'One', ['a', 'b']);
    const second = await sectionWithLessons(lecturer, program, 'Two', ['c']);
    expect(program.version).toBe(6);

    const renamed = await write(lecturer, program, 'updateSection', {
      sectionId: first.id,
      changes: { arTitle: 'القسم الأول' },
    });
    expect(renamed.data.sections[0]).toMatchObject({ arTitle: 'القسم الأول', enTitle: 'One' });

    // 'b' moves to the second section, which now comes first; 'c' goes after it.
    const [a, b] = first.lessonIds;
    const [c] = second.lessonIds;
    const reordered = await write(lecturer, program, 'reorderCurriculum', {
      sections: [
        { sectionId: second.id, lessonIds: [b, c] },
        { sectionId: first.id, lessonIds: [a] },
      ],
    });
    expect(reordered.code).toBe('CURRICULUM_REORDERED');
    expect(outline(reordered)).toEqual([
      ['Two', ['b', 'c']],
      ['One', ['a']],
    ]);
    expect(outline(await call(lecturer, GET, { programId: program.id }))).toEqual(outline(reordered));

    const lessonGone = await write(lecturer, program, 'deleteLesson', { lessonId: c });
    expect(lessonGone.code).toBe('LESSON_DELETED');
    expect(outline(lessonGone)).toEqual([
      ['Two', ['b']],
      ['One', ['a']],
    ]);
    const sectionGone = await write(lecturer, program, 'deleteSection', { sectionId: second.id });
    expect(outline(sectionGone)).toEqual([['One', ['a']]]);
    const rows = await server.database.db.select().from(schema.lessons).where(eq(schema.lessons.programId, program.id));
    expect(rows.map((row) => row.id)).toEqual([a]);
    // New sections and lessons go after the last, whatever was deleted before.
    const again = await sectionWithLessons(lecturer, program, 'Three', ['d']);
    expect(outline(await call(lecturer, GET, { programId: program.id }))).toEqual([
      ['One', ['a']],
      ['Three', ['d']],
    ]);
    expect(again.lessonIds).toHaveLength(1);

    const history = await call(lecturer, AUDIT, { id: program.id });
    expect(history.data.items.map((e: Json) => e.action).slice(0, 6)).toEqual([
      'lesson.add',
      'section.add',
      'section.delete',
      'lesson.delete',
      'curriculum.reorder',
      'section.update',
    ]);
    expect(history.data.items[5].changes).toEqual(
      expect.arrayContaining([{ field: 'arTitle', before: '"قسم One"', after: '"القسم الأول"' }]),
    );
  });

  it('refuses an order that does not name exactly the sections and lessons of the program', async () => {
    const { lecturer } = people;
    const program = await draft(lecturer);
    const one = await sectionWithLessons(lecturer, program, 'One', ['a', 'b']);
    const two = await sectionWithLessons(lecturer, program, 'Two', []);
    const foreign = await sectionWithLessons(lecturer, await draft(lecturer), 'Elsewhere', ['x']);
    const [a, b] = one.lessonIds;
    const bad = [
      [{ sectionId: one.id, lessonIds: [a, b] }],
      [
        { sectionId: one.id, lessonIds: [a] },
        { sectionId: two.id, lessonIds: [] },
      ],
      [
        { sectionId: one.id, lessonIds: [a, b, a] },
        { sectionId: two.id, lessonIds: [] },
      ],
      [
        { sectionId: one.id, lessonIds: [a, b] },
        { sectionId: two.id, lessonIds: foreign.lessonIds },
      ],
      [
        { sectionId: one.id, lessonIds: [a, b] },
        { sectionId: foreign.id, lessonIds: [] },
      ],
    ];
    for (const sections of bad) {
      const refused = await write(lecturer, program, 'reorderCurriculum', { sections }, 'en');
      expect(refused.code).toBe('VALIDATION_FAILED');
      expect(refused.fieldErrors).toEqual([{ field: 'sections', message: expect.stringMatching(/does not match/) }]);
    }
    expect(outline(await call(lecturer, GET, { programId: program.id }))).toEqual([
      ['One', ['a', 'b']],
      ['Two', []],
    ]);
  });
});

describe('lesson content by type', () => {
  it('takes a video the caller uploaded, and its duration', async () => {
    const { lecturer, otherLecturer } = people;
    const program = await draft(lecturer);
    const section = await sectionWithLessons(lecturer, program, 'Videos', []);
    const lesson = await lessonIn(lecturer, program, section.id, 'VIDEO', 'A video');
    const mine = await uploadedFileOf(server, lecturer.userId!, 'COURSE_VIDEO');
    const saved = await write(lecturer, program, 'updateLesson', {
      lessonId: lesson.id,
      changes: { videoId: mine, durationSeconds: 754 },
    });
    expect(lastLessonOf(saved, section.id)).toMatchObject({ videoId: mine, durationSeconds: 754 });
    // The same video again (unchanged), or in another lesson of the program, is fine.
    const second = await lessonIn(lecturer, program, section.id, 'VIDEO', 'B');
    expect(
      (await write(lecturer, program, 'updateLesson', { lessonId: second.id, changes: { videoId: mine } })).success,
    ).toBe(true);

    for (const videoId of [
      await uploadedFileOf(server, otherLecturer.userId!, 'COURSE_VIDEO'),
      await uploadedFileOf(server, lecturer.userId!, 'COURSE_VIDEO', { checked: false }),
      await uploadedFileOf(server, lecturer.userId!, 'COURSE_THUMBNAIL'),
      'demo-1',
    ]) {
      const refused = await write(lecturer, program, 'updateLesson', { lessonId: lesson.id, changes: { videoId } });
      expect(refused.fieldErrors, videoId).toEqual([{ field: 'changes.videoId', message: expect.any(String) }]);
    }
    const cleared = await write(lecturer, program, 'updateLesson', { lessonId: lesson.id, changes: { videoId: null } });
    expect(lastLessonOf(cleared, section.id).id).toBe(second.id);
    expect(cleared.data.sections[0].lessons[0]).toMatchObject({ id: lesson.id, videoId: null });
  });

  it('schedules a live session in Cairo time with its join link; its length becomes its duration', async () => {
    const { lecturer } = people;
    const program = await draft(lecturer);
    const section = await sectionWithLessons(lecturer, program, 'Live', []);
    const lesson = await lessonIn(lecturer, program, section.id, 'LIVE_SESSION', 'Live session');
    const saved = await write(lecturer, program, 'updateLesson', {
      lessonId: lesson.id,
      changes: {
        liveSessionStartAt: '2026-12-01T17:30:00.000Z',
        liveSessionEndAt: '2026-12-01T19:00:00.000Z',
        liveSessionUrl: ' https://meet.example.com/abc ',
      },
    });
    expect(lastLessonOf(saved, section.id)).toMatchObject({
      liveSessionStartAt: '2026-12-01T17:30:00.000Z',
      liveSessionEndAt: '2026-12-01T19:00:00.000Z',
      liveSessionUrl: 'https://meet.example.com/abc',
      durationSeconds: 90 * 60,
    });
    const cleared = await write(lecturer, program, 'updateLesson', {
      lessonId: lesson.id,
      changes: { liveSessionUrl: '' },
    });
    expect(lastLessonOf(cleared, section.id).liveSessionUrl).toBeNull();
  });

  it('answers bad input with translated per-field errors in both languages, writing nothing', async () => {
    const { lecturer } = people;
    const program = await draft(lecturer);
    const section = await sectionWithLessons(lecturer, program, 'Checks', ['article']);
    const live = await lessonIn(lecturer, program, section.id, 'LIVE_SESSION', 'L');
    const version = program.version;
    const fields = (e: Json) => e.fieldErrors.map((f: Json) => f.field).sort();
    const messageOf = (e: Json, field: string) => e.fieldErrors.find((f: Json) => f.field === field)?.message;

    const cases: Array<[Write, Record<string, unknown>, string[]]> = [
      ['addSection', { arTitle: '<b></b>', enTitle: 'x'.repeat(201) }, ['arTitle', 'enTitle']],
      ['updateSection', { sectionId: 'nope', changes: { enTitle: '' } }, ['changes.enTitle', 'sectionId']],
      ['addLesson', { sectionId: section.id, type: 'QUIZ', arTitle: 'اختبار', enTitle: '' }, ['enTitle']],
      [
        'updateLesson',
        {
          lessonId: section.lessonIds[0],
          changes: { arContent: 'x'.repeat(200_001), videoId: 'files/course-video/x', durationSeconds: -1 },
        },
        ['changes.arContent', 'changes.durationSeconds'],
      ],
      [
        'updateLesson',
        { lessonId: section.lessonIds[0], changes: { videoId: 'files/course-video/x', enContent: '<p>ok</p>' } },
        ['changes.videoId'],
      ],
      [
        'updateLesson',
        {
          lessonId: live.id,
          changes: {
            liveSessionStartAt: '2026-12-01T19:00:00Z',
            liveSessionEndAt: '2026-12-01T18:00:00Z',
            liveSessionUrl: 'javascript:alert(1)',
          },
        },
        ['changes.liveSessionUrl'],
      ],
      [
        'updateLesson',
        {
          lessonId: live.id,
          changes: { liveSessionStartAt: '2026-12-01T19:00:00Z', liveSessionEndAt: '2026-12-01T18:00:00Z' },
        },
        ['changes.liveSessionEndAt'],
      ],
      [
        'updateLesson',
        { lessonId: live.id, changes: { liveSessionStartAt: 'tomorrow evening' } },
        ['changes.liveSessionStartAt'],
      ],
      [
        'reorderCurriculum',
        { sections: [{ sectionId: 'x', lessonIds: ['y'] }] },
        ['sections.0.lessonIds.0', 'sections.0.sectionId'],
      ],
    ];
    for (const [name, input, expected] of cases) {
      const ar = await write(lecturer, program, name, input, 'ar');
      const en = await write(lecturer, program, name, input, 'en');
      expect(en.code, `${name} ${JSON.stringify(en)}`).toBe('VALIDATION_FAILED');
      expect(fields(en), name).toEqual(expected);
      expect(fields(ar), name).toEqual(expected);
      for (const field of expected) expect(messageOf(ar, field)).not.toEqual(messageOf(en, field));
    }
    const ended = await write(
      lecturer,
      program,
      'updateLesson',
      {
        lessonId: live.id,
        changes: { liveSessionStartAt: '2026-12-01T19:00:00Z', liveSessionEndAt: '2026-12-01T18:00:00Z' },
      },
      'ar',
    );
    expect(messageOf(ended, 'changes.liveSessionEndAt')).toBe('يجب أن يكون وقت الانتهاء بعد وقت البدء.');
    const wrongType = await write(lecturer, program, 'updateLesson', {
      lessonId: section.lessonIds[0],
      changes: { liveSessionUrl: 'https://meet.example.com' },
    });
    expect(fields(wrongType)).toEqual(['changes.liveSessionUrl']);
    expect(program.version).toBe(version);
  });
});

describe('versions, status and ownership', () => {
  it('refuses a write made on an older version, changing nothing', async () => {
    const { lecturer, admin } = people;
    const program = await draft(lecturer);
    const stale = { ...program };
    await sectionWithLessons(admin, program, 'By the admin', []);
    const refused = await write(lecturer, stale, 'addSection', { arTitle: 'قسم', enTitle: 'Late' }, 'en');
    expect(refused).toMatchObject({ success: false, code: 'VERSION_CONFLICT', data: null });
    expect(refused.message).toMatch(/Someone else changed this record/);
    // The program's own save knows about curriculum writes too.
    const save = await call(lecturer, UPDATE, {
      input: { programId: program.id, version: stale.version, changes: { enTitle: 'Stale' } },
    });
    expect(save.code).toBe('VERSION_CONFLICT');
    expect(outline(await call(lecturer, GET, { programId: program.id }))).toEqual([['By the admin', []]]);
  });

  it("hides another lecturer's curriculum and refuses sections or lessons of another program", async () => {
    const { lecturer, otherLecturer, learner, visitor } = people;
    const program = await draft(lecturer);
    const section = await sectionWithLessons(lecturer, program, 'Mine', ['mine']);
    expect((await call(otherLecturer, GET, { programId: program.id })).code).toBe('NOT_FOUND');
    expect((await call(learner, GET, { programId: program.id })).code).toBe('FORBIDDEN');
    expect((await call(visitor, GET, { programId: program.id })).code).toBe('UNAUTHENTICATED');
    const attempts: Array<[Write, Record<string, unknown>]> = [
      ['addSection', { arTitle: 'قسم', enTitle: 'Theirs' }],
      ['updateSection', { sectionId: section.id, changes: { enTitle: 'Theirs' } }],
      ['deleteSection', { sectionId: section.id }],
      ['addLesson', { sectionId: section.id, type: 'ARTICLE', arTitle: 'درس', enTitle: 'Theirs' }],
      ['updateLesson', { lessonId: section.lessonIds[0], changes: { enTitle: 'Theirs' } }],
      ['deleteLesson', { lessonId: section.lessonIds[0] }],
      ['reorderCurriculum', { sections: [{ sectionId: section.id, lessonIds: section.lessonIds }] }],
    ];
    for (const [name, input] of attempts) {
      const refused = await write(otherLecturer, program, name, input);
      expect(refused, name).toMatchObject({ code: 'NOT_FOUND', data: null });
    }
    // Their own program cannot reach into mine by section or lesson id.
    const theirs = await draft(otherLecturer);
    const intoMine: Array<[Write, Record<string, unknown>]> = [
      ['updateSection', { sectionId: section.id, changes: { enTitle: 'Theirs' } }],
      ['deleteSection', { sectionId: section.id }],
      ['addLesson', { sectionId: section.id, type: 'ARTICLE', arTitle: 'درس', enTitle: 'Theirs' }],
      ['updateLesson', { lessonId: section.lessonIds[0], changes: { enTitle: 'Theirs' } }],
      ['deleteLesson', { lessonId: section.lessonIds[0] }],
    ];
    for (const [name, input] of intoMine)
      expect((await write(otherLecturer, theirs, name, input)).code, name).toBe('NOT_FOUND');
    expect(outline(await call(lecturer, GET, { programId: program.id }))).toEqual([['Mine', ['mine']]]);
  });

  it('keeps an archived program read-only', async () => {
    const { lecturer, admin } = people;
    const program = await draft(lecturer);
    const section = await sectionWithLessons(lecturer, program, 'Kept', ['kept']);
    const archived = await call(admin, step('archiveProgram'), {
      input: { programId: program.id, version: program.version },
    });
    program.version = archived.data.version;
    for (const [name, input] of [
      ['addSection', { arTitle: 'قسم', enTitle: 'New' }],
      ['deleteLesson', { lessonId: section.lessonIds[0] }],
    ] as Array<[Write, Record<string, unknown>]>) {
      expect((await write(admin, program, name, input)).code).toBe('PROGRAM_STATUS_INVALID');
    }
    expect(outline(await call(admin, GET, { programId: program.id }))).toEqual([['Kept', ['kept']]]);
  });
});
