import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Json, type TestServer } from '../../testing/test-server';
import { insertProgram } from './testing/fixtures';
import {
  callAs,
  curriculumWriter,
  studioPeople,
  uploadedFileOf,
  type Draft,
  type StudioPeople,
  type StudioPerson,
} from './testing/studio-people';

// A diploma's programs composed in the studio (docs/product/studio.md, decision 0047).
const ENVELOPE = 'code message success fieldErrors { field message }';
const CURRICULUM = `program { id version publicationStatus originalPrice } missingForPublish { field message }
  diplomaPrograms { id type enTitle title slug publicationStatus originalPrice priceAfterDiscount } partsPrice`;
const GET = `query studioCurriculum($programId: ID) { studioCurriculum(programId: $programId) { ${ENVELOPE} data { ${CURRICULUM} } } }`;
const SET = `mutation setDiplomaPrograms($input: SetDiplomaProgramsInput) { setDiplomaPrograms(input: $input) { ${ENVELOPE} data { ${CURRICULUM} } } }`;
const CANDIDATES = `query studioDiplomaCandidates($search: String) { studioDiplomaCandidates(search: $search) { ${ENVELOPE}
  data { items { id type enTitle publicationStatus } } } }`;
const CREATE = `mutation createProgram($input: CreateProgramInput) { createProgram(input: $input) { ${ENVELOPE} data { id version slug } } }`;
const UPDATE = `mutation updateProgram($input: UpdateProgramInput) { updateProgram(input: $input) { ${ENVELOPE} data { version } } }`;
const PUBLISH = `mutation publishProgram($input: PublishProgramInput) { publishProgram(input: $input) { ${ENVELOPE} data { version } } }`;
const DIPLOMA = `query diploma($slug: String) { diploma(slug: $slug) { ${ENVELOPE} data { id programs { id title } } } }`;
const AUDIT = `query auditEntries($id: ID) { auditEntries(entityType: "program", entityId: $id) {
  ${ENVELOPE} data { items { action changes { field before after } } } } }`;

let server: TestServer;
let people: StudioPeople;
const published: string[][] = [];
const unique = () => Math.random().toString(36).slice(2, 8);
const call = (who: StudioPerson, query: string, variables?: Record<string, unknown>, locale?: 'ar' | 'en') =>
  callAs(server, who, query, variables, locale);
const write = curriculumWriter(
  () => server,
  () => SET,
);
const set = (who: StudioPerson, diploma: Draft, programIds: string[], locale?: 'ar' | 'en') =>
  write(who, diploma, 'setDiplomaPrograms', { programIds }, locale);

/** Published courses and workshops of other lecturers, an unpublished course and a published diploma. */
async function catalogue() {
  const db = server.database.db;
  const tag = unique();
  const program = (enTitle: string, values: Record<string, unknown> = {}) =>
    insertProgram(db, { enTitle: `${enTitle} ${tag}`, arTitle: `برنامج ${enTitle}`, ...values });
  return {
    tag,
    nutrition: await program('Nutrition', { originalPrice: 300_00, priceAfterDiscount: 250_00 }),
    coaching: await program('Coaching', { type: 'WORKSHOP', originalPrice: 150_50 }),
    draft: await program('Draft course', { publicationStatus: 'DRAFT' }),
    diploma: await program('Other diploma', { type: 'DIPLOMA' }),
  };
}

async function diplomaOf(who: StudioPerson) {
  const created = await call(who, CREATE, {
    input: { type: 'DIPLOMA', arTitle: 'دبلومة', enTitle: `Diploma ${unique()}` },
  });
  expect(created.success).toBe(true);
  return created.data as Draft;
}

beforeAll(async () => {
  server = await createTestServer();
  server.deps.contentEvents = { publish: async (tags) => void published.push([...tags]) };
  people = await studioPeople(server, 'diploma.test');
});
afterAll(() => server.close());

describe("a diploma's programs", () => {
  it('composes a diploma from published courses and workshops, shows the parts’ price, publishes it and keeps it live', async () => {
    const { lecturer, admin, visitor } = people;
    const { tag, nutrition, coaching } = await catalogue();
    const candidates = await call(lecturer, CANDIDATES, { search: tag });
    expect(candidates.data.items.map((p: Json) => p.id).sort()).toEqual([nutrition.id, coaching.id].sort());

    const diploma = await diplomaOf(lecturer);
    const empty = await call(lecturer, GET, { programId: diploma.id });
    expect(empty.data).toMatchObject({ diplomaPrograms: [], partsPrice: 0 });
    expect(empty.data.missingForPublish.map((m: Json) => m.field)).toContain('programs');

    const composed = await set(lecturer, diploma, [nutrition.id, coaching.id], 'en');
    expect(composed).toMatchObject({ code: 'DIPLOMA_PROGRAMS_SAVED', message: "The diploma's programs were saved." });
    expect(composed.data.diplomaPrograms).toEqual([
      expect.objectContaining({ id: nutrition.id, type: 'COURSE', originalPrice: 300, priceAfterDiscount: 250 }),
      expect.objectContaining({ id: coaching.id, type: 'WORKSHOP', originalPrice: 150.5, priceAfterDiscount: null }),
    ]);
    expect(composed.data.partsPrice).toBe(400.5);
    expect(composed.data.missingForPublish.map((m: Json) => m.field)).not.toContain('programs');

    const reordered = await set(lecturer, diploma, [coaching.id, nutrition.id]);
    expect(reordered.data.diplomaPrograms.map((p: Json) => p.id)).toEqual([coaching.id, nutrition.id]);

    const filled = await call(lecturer, UPDATE, {
      input: {
        programId: diploma.id,
        version: diploma.version,
        changes: {
          arSummary: 'ملخص',
          enSummary: 'Summary',
          thumbnail: await uploadedFileOf(server, lecturer.userId!, 'COURSE_THUMBNAIL'),
        },
      },
    });
    diploma.version = filled.data.version;
    const live = await call(admin, PUBLISH, { input: { programId: diploma.id, version: diploma.version } });
    expect(live.code).toBe('PROGRAM_PUBLISHED');
    diploma.version = live.data.version;
    const page = await call(visitor, DIPLOMA, { slug: diploma.slug }, 'en');
    expect(page.data.programs.map((p: Json) => p.id)).toEqual([coaching.id, nutrition.id]);

    // Removing a part of a published diploma is live within seconds, and audited.
    published.length = 0;
    const removed = await set(lecturer, diploma, [nutrition.id]);
    expect(removed.data.partsPrice).toBe(250);
    expect(published).toEqual([expect.arrayContaining([`program:${diploma.id}`])]);
    expect((await call(visitor, DIPLOMA, { slug: diploma.slug })).data.programs.map((p: Json) => p.id)).toEqual([
      nutrition.id,
    ]);
    const history = await call(lecturer, AUDIT, { id: diploma.id });
    expect(history.data.items[0]).toMatchObject({
      action: 'diploma.programs',
      changes: [
        {
          field: 'programIds',
          before: JSON.stringify([coaching.id, nutrition.id]),
          after: JSON.stringify([nutrition.id]),
        },
      ],
    });
  });

  it('refuses a diploma inside a diploma, a duplicate, an unpublished or unknown program, and a course as the diploma, in both languages', async () => {
    const { lecturer, admin } = people;
    const { nutrition, draft, diploma: other } = await catalogue();
    const diploma = await diplomaOf(lecturer);
    await set(lecturer, diploma, [nutrition.id]);
    const version = diploma.version;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const fields = (e: Json) => e.fieldErrors.map((f: Json) => [f.field, f.message]);
    const en = await set(
      lecturer,
      diploma,
      [nutrition.id, other.id, nutrition.id, draft.id, diploma.id, unknown],
      'en',
    );
    expect(en.code).toBe('VALIDATION_FAILED');
    expect(fields(en)).toEqual([
      ['programIds.1', 'A diploma cannot hold another diploma: choose courses and workshops.'],
      ['programIds.2', 'This program is already in the diploma.'],
      ['programIds.3', 'Only published courses and workshops can be added to a diploma.'],
      ['programIds.4', 'A diploma cannot hold another diploma: choose courses and workshops.'],
      ['programIds.5', 'Only published courses and workshops can be added to a diploma.'],
    ]);
    const ar = await set(lecturer, diploma, [other.id, nutrition.id, nutrition.id], 'ar');
    expect(fields(ar)).toEqual([
      ['programIds.0', 'لا يمكن أن تضم الدبلومة دبلومة أخرى: اختر دورات وورش عمل.'],
      ['programIds.2', 'هذا البرنامج موجود في الدبلومة بالفعل.'],
    ]);
    const bad = await set(lecturer, diploma, ['nope'], 'en');
    expect(bad.fieldErrors.map((f: Json) => f.field)).toEqual(['programIds.0']);
    const course = await call(lecturer, CREATE, {
      input: { type: 'COURSE', arTitle: 'دورة', enTitle: 'Not a diploma' },
    });
    const notDiploma = await set(lecturer, course.data, [nutrition.id], 'ar');
    expect(fields(notDiploma)).toEqual([['programId', 'هذا البرنامج ليس دبلومة.']]);
    expect(diploma.version).toBe(version);

    // A part unpublished since it was added may stay (and move); it no longer counts in the parts' price.
    const lateDraft = await insertProgram(server.database.db, {
      enTitle: `Soon unpublished ${unique()}`,
      arTitle: 'برنامج',
      originalPrice: 80_00,
    });
    await set(admin, diploma, [nutrition.id, lateDraft.id]);
    await server.database.db
      .update(schema.learningPrograms)
      .set({ publicationStatus: 'UNPUBLISHED' })
      .where(eq(schema.learningPrograms.id, lateDraft.id));
    const kept = await set(lecturer, diploma, [lateDraft.id, nutrition.id]);
    expect(kept.data.diplomaPrograms.map((p: Json) => [p.id, p.publicationStatus])).toEqual([
      [lateDraft.id, 'UNPUBLISHED'],
      [nutrition.id, 'PUBLISHED'],
    ]);
    expect(kept.data.partsPrice).toBe(250);
  });

  it('lets the owning lecturer and an administrator compose, hides the diploma from another lecturer and refuses the rest', async () => {
    const { lecturer, otherLecturer, admin, learner, visitor, pendingLecturer } = people;
    const { nutrition, coaching } = await catalogue();
    const diploma = await diplomaOf(lecturer);
    for (const [who, code] of [
      [visitor, 'UNAUTHENTICATED'],
      [learner, 'FORBIDDEN'],
      [pendingLecturer, 'FORBIDDEN'],
      [otherLecturer, 'NOT_FOUND'],
    ] as const) {
      expect(await set(who, diploma, [nutrition.id]), who.label).toMatchObject({ code, data: null });
      if (who !== otherLecturer) expect((await call(who, CANDIDATES, {})).code, who.label).toBe(code);
    }
    expect((await call(otherLecturer, CANDIDATES, {})).success).toBe(true);
    expect((await set(lecturer, diploma, [nutrition.id])).code).toBe('DIPLOMA_PROGRAMS_SAVED');
    expect((await set(admin, diploma, [nutrition.id, coaching.id])).code).toBe('DIPLOMA_PROGRAMS_SAVED');
    expect((await call(lecturer, GET, { programId: diploma.id })).data.diplomaPrograms).toHaveLength(2);
  });
});
