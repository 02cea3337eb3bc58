import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_UPLOAD_LINK, MAKE_PUBLIC, putBytes, UPLOAD_FILE } from '../files/testing/upload-flows';
import { createTestServer, type Json, type TestServer } from '../../testing/test-server';
import {
  callAs,
  curriculumWriter,
  studioPeople,
  uploadedFileOf,
  type Draft,
  type StudioPeople,
} from './testing/studio-people';

// A lesson's downloadable resources, authored in the studio: an uploaded file or a link.

const ENVELOPE = 'code message success fieldErrors { field message }';
const CURRICULUM = `program { id version slug } sections { id lessons { id resources { id arTitle enTitle type url } } }`;
const mutation = (name: string) =>
  `mutation ${name}($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input) { ${name}(input: $input) { ${ENVELOPE} data { ${CURRICULUM} } } }`;
const CREATE = `mutation createProgram($input: CreateProgramInput) { createProgram(input: $input) { ${ENVELOPE} data { id version slug } } }`;
const UPDATE = `mutation updateProgram($input: UpdateProgramInput) { updateProgram(input: $input) { ${ENVELOPE} data { version } } }`;
const PUBLISH = `mutation publishProgram($input: PublishProgramInput) { publishProgram(input: $input) { ${ENVELOPE} data { version } } }`;
const LESSON = `query lessonSite($id: String) { lessonSite(lessonId: $id) { ${ENVELOPE} data { resources { title type downloadUrl } } } }`;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let server: TestServer;
let people: StudioPeople;
beforeAll(async () => {
  server = await createTestServer();
  people = await studioPeople(server, 'resources.example');
});
afterAll(() => server?.close());

const write = curriculumWriter(() => server, mutation);
const lessonOf = (answer: Json) => answer.data.sections.at(-1).lessons.at(-1);

/** A checked, published LESSON_RESOURCES file uploaded by the administrator. */
async function uploadedHandout(): Promise<string> {
  const token = people.admin.token;
  const link = (await server.gql(GENERATE_UPLOAD_LINK, { token, variables: { input: { model: 'LESSON_RESOURCES' } } }))
    .body.data!.generateUploadLink.data;
  expect((await putBytes(server, link.uploadUrl, pdf)).statusCode).toBe(200);
  await server.gql(UPLOAD_FILE, { token, variables: { file: link.key, model: 'LESSON_RESOURCES' } });
  return link.key;
}

describe('lesson resources in the studio', () => {
  it('adds an uploaded file and a link, refuses what is not the author’s or not both/neither, and learners see them', async () => {
    const { admin, lecturer, visitor } = people;
    const created = await callAs(server, admin, CREATE, {
      input: { type: 'COURSE', arTitle: 'مرفقات', enTitle: 'Handouts' },
    });
    const program: Draft = created.data;
    const filled = await callAs(server, admin, UPDATE, {
      input: {
        programId: program.id,
        version: program.version,
        changes: {
          arSummary: 'ملخص',
          enSummary: 'Summary',
          thumbnail: await uploadedFileOf(server, admin.userId!, 'COURSE_THUMBNAIL'),
        },
      },
    });
    program.version = filled.data.version;
    const section = (await write(admin, program, 'addSection', { arTitle: 'قسم', enTitle: 'Part' })).data.sections.at(
      -1,
    );
    const lesson = lessonOf(
      await write(admin, program, 'addLesson', {
        sectionId: section.id,
        type: 'ARTICLE',
        arTitle: 'درس',
        enTitle: 'Lesson',
      }),
    );
    await write(admin, program, 'updateLesson', {
      lessonId: lesson.id,
      changes: { isPreview: true, enContent: '<p>x</p>', arContent: '<p>س</p>' },
    });

    const key = await uploadedHandout();
    const titles = { arTitle: 'ملخص الدرس', enTitle: 'Lesson summary' };
    // Not yet published: learners could not download it.
    expect(
      (await write(admin, program, 'addLessonResource', { lessonId: lesson.id, ...titles, file: key })).fieldErrors,
    ).toEqual([{ field: 'file', message: expect.any(String) }]);
    await callAs(server, admin, MAKE_PUBLIC, { input: [key] });
    expect((await write(admin, program, 'addLessonResource', { lessonId: lesson.id, ...titles })).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      (
        await write(admin, program, 'addLessonResource', {
          lessonId: lesson.id,
          ...titles,
          file: key,
          link: 'https://who.int',
        })
      ).code,
    ).toBe('VALIDATION_FAILED');
    const withFile = await write(admin, program, 'addLessonResource', { lessonId: lesson.id, ...titles, file: key });
    expect(withFile.code).toBe('LESSON_RESOURCE_ADDED');
    const withLink = await write(admin, program, 'addLessonResource', {
      lessonId: lesson.id,
      arTitle: 'دليل منظمة الصحة',
      enTitle: 'WHO guide',
      link: 'https://www.who.int/publications',
    });
    expect(lessonOf(withLink).resources).toEqual([
      expect.objectContaining({ enTitle: 'Lesson summary', type: 'PDF', url: key }),
      expect.objectContaining({ enTitle: 'WHO guide', type: 'LINK', url: 'https://www.who.int/publications' }),
    ]);
    // Someone else's upload is not theirs to attach.
    const theirs = await uploadedFileOf(server, lecturer.userId!, 'COURSE_THUMBNAIL');
    expect(
      (await write(admin, program, 'addLessonResource', { lessonId: lesson.id, ...titles, file: theirs })).code,
    ).toBe('VALIDATION_FAILED');

    expect(
      (await callAs(server, admin, PUBLISH, { input: { programId: program.id, version: program.version } })).success,
    ).toBe(true);
    const seen = await callAs(server, visitor, LESSON, { id: lesson.id }, 'ar');
    expect(seen.data.resources).toEqual([
      { title: 'ملخص الدرس', type: 'PDF', downloadUrl: `/media/${key}` },
      { title: 'دليل منظمة الصحة', type: 'LINK', downloadUrl: 'https://www.who.int/publications' },
    ]);
    expect((await server.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(200);

    program.version = (
      await callAs(
        server,
        admin,
        `query q($id: ID) { studioProgram(programId: $id) { ${ENVELOPE} data { program { version } } } }`,
        { id: program.id },
      )
    ).data.program.version;
    const removed = await write(admin, program, 'deleteLessonResource', {
      lessonId: lesson.id,
      resourceId: lessonOf(withLink).resources[1].id,
    });
    expect(removed.code).toBe('LESSON_RESOURCE_DELETED');
    expect(lessonOf(removed).resources.map((r: Json) => r.enTitle)).toEqual(['Lesson summary']);
    expect(
      (
        await write(admin, program, 'deleteLessonResource', {
          lessonId: lesson.id,
          resourceId: lessonOf(withLink).resources[1].id,
        })
      ).code,
    ).toBe('NOT_FOUND');
  });
});
