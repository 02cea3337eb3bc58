import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { ENVELOPE } from './testing/documents';
import { insertLecturer, insertProgram, linkDiploma } from './testing/fixtures';
import { callAs, studioPeople, type StudioPeople, type StudioPerson } from './testing/studio-people';

// A program's co-lecturers (decision 0076): named in the studio by whoever may edit the program,
// shown to learners beside the owning lecturer, and listed on each co-lecturer's own page.
const PROGRAM = 'id version lecturerId coLecturerIds';
const CREATE = `mutation createProgram($input: CreateProgramInput) { createProgram(input: $input) { ${ENVELOPE} data { ${PROGRAM} } } }`;
const UPDATE = `mutation updateProgram($input: UpdateProgramInput) { updateProgram(input: $input) { ${ENVELOPE} data { ${PROGRAM} } } }`;
const GET = `query studioProgram($programId: ID) { studioProgram(programId: $programId) { ${ENVELOPE} data { program { ${PROGRAM} } } } }`;
const LIST = `query studioPrograms { studioPrograms(paginate: { limit: 50 }) { ${ENVELOPE} data { items { id coLecturerIds } } } }`;
const AUDIT = `query auditEntries($id: ID) { auditEntries(entityType: "program", entityId: $id) {
  ${ENVELOPE} data { items { action changes { field before after } } } } }`;
const COURSE = `query course($slug: String) { course(slug: $slug) { ${ENVELOPE}
  data { lecturer { id fullName } coLecturers { id slug fullName jobTitle { localizedName } } } } }`;
const DIPLOMA = `query diploma($slug: String) { diploma(slug: $slug) { ${ENVELOPE} data { lecturer { id } coLecturers { id } } } }`;
const LECTURER = `query lecturer($id: String) { lecturer(lecturerId: $id) { ${ENVELOPE}
  data { courses { slug } diplomas { slug } coursesCount diplomasCount } } }`;
const CHOICES = `query studioLecturers { studioLecturers { ${ENVELOPE} data { items { id fullName } } } }`;

let server: TestServer;
let people: StudioPeople;
/** Approved lecturers with names, to be named as co-lecturers. */
let sara: { id: string };
let omar: { id: string };
let hana: { id: string };
let nabil: { id: string };
let blocked: { id: string };
const published: string[][] = [];
const cacheWrites: string[] = [];
let seq = 0;

const as = (who: StudioPerson, query: string, variables: Record<string, unknown> = {}, locale: 'ar' | 'en' = 'en') =>
  callAs(server, who, query, variables, locale);

/** A published course (or diploma) of the lecturer in `people`, straight in the database. */
async function liveProgram(type: 'COURSE' | 'DIPLOMA' = 'COURSE') {
  seq += 1;
  return insertProgram(server.database.db, {
    type,
    enTitle: `Co Taught ${type} ${seq}`,
    arTitle: `برنامج مشترك ${seq}`,
    lecturerId: people.lecturer.lecturerId,
    publishedAt: new Date(),
  });
}

const save = (
  who: StudioPerson,
  program: { id: string; version: number },
  changes: Record<string, unknown>,
  locale: 'ar' | 'en' = 'en',
) => as(who, UPDATE, { input: { programId: program.id, version: program.version, changes } }, locale);

const studioView = async (programId: string) => (await as(people.admin, GET, { programId })).data.program;

beforeAll(async () => {
  server = await createTestServer();
  server.deps.contentEvents = { publish: async (tags) => void published.push([...tags]) };
  server.deps.cache = { get: async () => undefined, set: async (key) => void cacheWrites.push(key) };
  people = await studioPeople(server, 'co-lecturers.example');
  const db = server.database.db;
  const job = (
    await db.insert(schema.jobTitles).values({ enName: 'Dietitian', arName: 'أخصائية تغذية' }).returning()
  )[0]!;
  const lecturer = (first: string, ar: string, extra: Record<string, unknown> = {}) =>
    insertLecturer(db, { firstName: first, lastName: 'Co', arFirstName: ar, arLastName: 'مشارك', ...extra });
  sara = await lecturer('Sara', 'سارة', { slug: 'sara-co', jobTitleId: job.id });
  omar = await lecturer('Omar', 'عمر', { slug: 'omar-co' });
  hana = await lecturer('Hana', 'هناء');
  nabil = await lecturer('Nabil', 'نبيل');
  blocked = await lecturer('Blocked', 'محظور', { isBlocked: true });
});
afterAll(() => server.close());

describe('setting co-lecturers in the studio', () => {
  it('sets, reorders, replaces and clears them, each a new version, audited before and after', async () => {
    const program = await liveProgram();
    const set = await save(people.admin, program, { coLecturerIds: [sara.id, omar.id] });
    expect(set).toMatchObject({ success: true, code: 'PROGRAM_SAVED' });
    expect(set.data).toMatchObject({
      version: program.version + 1,
      lecturerId: people.lecturer.lecturerId,
      coLecturerIds: [sara.id, omar.id],
    });
    expect((await studioView(program.id)).coLecturerIds).toEqual([sara.id, omar.id]);

    // Ids are taken however they are written; the order is the one given.
    const reordered = await save(people.admin, set.data, { coLecturerIds: [omar.id.toUpperCase(), sara.id] });
    expect(reordered.data.coLecturerIds).toEqual([omar.id, sara.id]);
    const replaced = await save(people.admin, reordered.data, { coLecturerIds: [hana.id, sara.id, nabil.id, omar.id] });
    expect(replaced.data.coLecturerIds).toEqual([hana.id, sara.id, nabil.id, omar.id]);
    // Saving other fields leaves them as they are.
    const other = await save(people.admin, replaced.data, { enSummary: 'Taught by four' });
    expect(other.data.coLecturerIds).toEqual([hana.id, sara.id, nabil.id, omar.id]);
    const cleared = await save(people.admin, other.data, { coLecturerIds: [] });
    expect(cleared.data).toMatchObject({ version: program.version + 5, coLecturerIds: [] });

    const audit = (await as(people.admin, AUDIT, { id: program.id })).data.items;
    const changes = audit
      .filter((entry: { action: string }) => entry.action === 'program.update')
      .map((entry: { changes: Array<{ field: string; before: string; after: string }> }) => entry.changes);
    expect(changes).toContainEqual([
      { field: 'coLecturerIds', before: JSON.stringify([]), after: JSON.stringify([sara.id, omar.id]) },
    ]);
    expect(changes).toContainEqual([
      {
        field: 'coLecturerIds',
        before: JSON.stringify([hana.id, sara.id, nabil.id, omar.id]),
        after: JSON.stringify([]),
      },
    ]);
    // A save that leaves them unchanged does not claim a change.
    expect(changes).toContainEqual([{ field: 'enSummary', before: JSON.stringify(''), after: '"Taught by four"' }]);
  });

  it('lets the owning lecturer set them on their own program, and names them when the program is created', async () => {
    const program = await liveProgram();
    const own = await save(people.lecturer, program, { coLecturerIds: [people.otherLecturer.lecturerId] });
    expect(own.data.coLecturerIds).toEqual([people.otherLecturer.lecturerId]);

    const created = await as(people.lecturer, CREATE, {
      input: { type: 'WORKSHOP', arTitle: 'ورشة', enTitle: 'Shared Workshop', coLecturerIds: [sara.id, omar.id] },
    });
    expect(created.data).toMatchObject({ version: 1, lecturerId: people.lecturer.lecturerId });
    expect(created.data.coLecturerIds).toEqual([sara.id, omar.id]);
    const refused = await as(people.admin, CREATE, {
      input: {
        type: 'COURSE',
        arTitle: 'دورة',
        enTitle: 'Refused Course',
        lecturerId: sara.id,
        coLecturerIds: [omar.id, sara.id],
      },
    });
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['coLecturerIds.1']);
  });

  it('offers every approved lecturer as a choice, to lecturers as to administrators', async () => {
    for (const who of [people.admin, people.lecturer]) {
      const ids = (await as(who, CHOICES)).data.items.map((l: { id: string }) => l.id);
      expect(ids).toEqual(expect.arrayContaining([sara.id, omar.id, people.otherLecturer.lecturerId]));
      expect(ids).not.toContain(blocked.id);
      expect(ids).not.toContain(people.pendingLecturer.lecturerId);
    }
  });
});

describe('what a co-lecturer list must be', () => {
  const fieldsOf = (envelope: { fieldErrors: Array<{ field: string; message: string }> }) => envelope.fieldErrors;

  it('refuses more than four', async () => {
    const program = await liveProgram();
    const five = [sara.id, omar.id, hana.id, nabil.id, people.otherLecturer.lecturerId];
    const res = await save(people.admin, program, { coLecturerIds: five });
    expect(res.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(res)).toEqual([
      { field: 'changes.coLecturerIds', message: 'The list is too long (at most 4 items).' },
    ]);
  });

  it('refuses a lecturer named twice, under the second place, in both languages', async () => {
    const program = await liveProgram();
    const twice = { coLecturerIds: [sara.id, omar.id, sara.id] };
    expect(fieldsOf(await save(people.admin, program, twice))).toEqual([
      { field: 'changes.coLecturerIds.2', message: 'Co-lecturer 3 is already in the list.' },
    ]);
    const [ar] = fieldsOf(await save(people.admin, program, twice, 'ar'));
    expect(ar).toMatchObject({ field: 'changes.coLecturerIds.2' });
    expect(ar!.message).toContain('المحاضر المشارك رقم ٣');
  });

  it('refuses the owning lecturer, now or as the owner they are made in the same save', async () => {
    const program = await liveProgram();
    expect(
      fieldsOf(await save(people.admin, program, { coLecturerIds: [sara.id, people.lecturer.lecturerId] })),
    ).toEqual([
      {
        field: 'changes.coLecturerIds.1',
        message: "Co-lecturer 2 is the program's own lecturer, who is shown already.",
      },
    ]);
    expect(
      fieldsOf(await save(people.admin, program, { lecturerId: sara.id, coLecturerIds: [sara.id] })).map(
        (f) => f.field,
      ),
    ).toEqual(['changes.coLecturerIds.0']);
    // Making a co-lecturer the owner without taking them off the list is refused on the owner.
    const withSara = await save(people.admin, program, { coLecturerIds: [sara.id] });
    const [owner] = fieldsOf(await save(people.admin, withSara.data, { lecturerId: sara.id }));
    expect(owner).toMatchObject({ field: 'changes.lecturerId' });
    // Swapping owner and co-lecturer in one save is fine.
    const swapped = await save(people.admin, withSara.data, {
      lecturerId: sara.id,
      coLecturerIds: [people.lecturer.lecturerId],
    });
    expect(swapped.data).toMatchObject({ lecturerId: sara.id, coLecturerIds: [people.lecturer.lecturerId] });
  });

  it('refuses anyone who is not an approved lecturer the public sees, each under its place', async () => {
    const program = await liveProgram();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await save(people.admin, program, {
      coLecturerIds: [people.pendingLecturer.lecturerId, sara.id, blocked.id, unknown],
    });
    expect(fieldsOf(res)).toEqual([
      { field: 'changes.coLecturerIds.0', message: 'Co-lecturer 1 is not an approved lecturer.' },
      { field: 'changes.coLecturerIds.2', message: 'Co-lecturer 3 is not an approved lecturer.' },
      { field: 'changes.coLecturerIds.3', message: 'Co-lecturer 4 is not an approved lecturer.' },
    ]);
    const notAnId = await save(people.admin, program, { coLecturerIds: ['sara-co'] });
    expect(fieldsOf(notAnId).map((f) => f.field)).toEqual(['changes.coLecturerIds.0']);
    // Nothing of a refused save is kept.
    expect(await studioView(program.id)).toMatchObject({ version: program.version, coLecturerIds: [] });
  });

  it('refuses a save made on an older version, keeping what the other save wrote', async () => {
    const program = await liveProgram();
    const first = await save(people.admin, program, { coLecturerIds: [sara.id] });
    expect(first.success).toBe(true);
    const stale = await save(people.lecturer, program, { coLecturerIds: [omar.id] });
    expect(stale.code).toBe('VERSION_CONFLICT');
    expect(await studioView(program.id)).toMatchObject({ version: first.data.version, coLecturerIds: [sara.id] });
  });
});

describe('who may set them', () => {
  it('lets the owning lecturer and administrators save them; nobody else, a co-lecturer included', async () => {
    const program = await liveProgram();
    const base = await save(people.admin, program, { coLecturerIds: [people.otherLecturer.lecturerId] });
    const expected: Array<[StudioPerson, string]> = [
      [people.visitor, 'UNAUTHENTICATED'],
      [people.learner, 'FORBIDDEN'],
      [people.pendingLecturer, 'FORBIDDEN'],
      // A co-lecturer has no studio rights on the program: it does not exist for them there.
      [people.otherLecturer, 'NOT_FOUND'],
      [people.lecturer, 'PROGRAM_SAVED'],
      [people.admin, 'PROGRAM_SAVED'],
    ];
    let version = base.data.version;
    for (const [who, code] of expected) {
      const res = await save(who, { id: program.id, version }, { coLecturerIds: [sara.id] });
      expect(res.code, who.label).toBe(code);
      if (res.success) version = res.data.version;
      else expect(res.data, who.label).toBeNull();
    }
    expect((await as(people.otherLecturer, GET, { programId: program.id })).code).toBe('NOT_FOUND');
    const mine = (await as(people.otherLecturer, LIST)).data.items.map((p: { id: string }) => p.id);
    expect(mine).not.toContain(program.id);
  });
});

describe('what learners see', () => {
  it('shows the co-lecturers beside the owner in their order, without hidden ones, at once', async () => {
    const program = await liveProgram();
    published.length = 0;
    cacheWrites.length = 0;
    const saved = await save(people.admin, program, { coLecturerIds: [omar.id, sara.id] });
    // As every edit of a live program: the API's cached answers retired, the web told which pages.
    expect(cacheWrites).toContain('catalogue:generation');
    expect(published).toEqual([
      expect.arrayContaining([
        `program:${program.id}`,
        `lecturer:${people.lecturer.lecturerId}`,
        `lecturer:${omar.id}`,
        `lecturer:${sara.id}`,
      ]),
    ]);
    const page = await as(people.visitor, COURSE, { slug: program.slug }, 'ar');
    expect(page.data.lecturer.id).toBe(people.lecturer.lecturerId);
    expect(page.data.coLecturers).toEqual([
      { id: omar.id, slug: 'omar-co', fullName: 'عمر مشارك', jobTitle: null },
      { id: sara.id, slug: 'sara-co', fullName: 'سارة مشارك', jobTitle: { localizedName: 'أخصائية تغذية' } },
    ]);

    // Removing one tells the removed lecturer's page too.
    published.length = 0;
    await save(people.admin, saved.data, { coLecturerIds: [sara.id] });
    expect(published[0]).toContain(`lecturer:${omar.id}`);

    // A co-lecturer blocked since is no longer shown (the studio still lists them, to be removed).
    const db = server.database.db;
    const [hanaRow] = await db.select().from(schema.lecturers).where(eq(schema.lecturers.id, hana.id));
    const later = await studioView(program.id);
    await save(people.admin, later, { coLecturerIds: [hana.id, sara.id] });
    await db.update(schema.users).set({ isBlocked: true }).where(eq(schema.users.id, hanaRow!.userId));
    expect((await as(people.visitor, COURSE, { slug: program.slug })).data.coLecturers).toEqual([
      expect.objectContaining({ id: sara.id, fullName: 'Sara Co' }),
    ]);
    expect((await studioView(program.id)).coLecturerIds).toEqual([hana.id, sara.id]);
    await db.update(schema.users).set({ isBlocked: false }).where(eq(schema.users.id, hanaRow!.userId));
  });

  it('shows a diploma’s co-lecturers too, and an empty list for a program without any', async () => {
    const diploma = await liveProgram('DIPLOMA');
    const part = await liveProgram();
    await linkDiploma(server.database.db, diploma.id, [part.id]);
    await save(people.admin, diploma, { coLecturerIds: [nabil.id] });
    expect((await as(people.visitor, DIPLOMA, { slug: diploma.slug })).data).toEqual({
      lecturer: { id: people.lecturer.lecturerId },
      coLecturers: [{ id: nabil.id }],
    });
    expect((await as(people.visitor, COURSE, { slug: part.slug })).data.coLecturers).toEqual([]);
  });

  it('lists a program on each co-lecturer’s page beside their own, published ones only', async () => {
    const course = await liveProgram();
    const diploma = await liveProgram('DIPLOMA');
    const draft = await insertProgram(server.database.db, {
      enTitle: 'Co Taught Draft',
      arTitle: 'مسودة مشتركة',
      lecturerId: people.lecturer.lecturerId,
      publicationStatus: 'DRAFT',
    });
    const own = await insertProgram(server.database.db, {
      enTitle: 'Nabil Own Course',
      arTitle: 'دورة نبيل',
      lecturerId: nabil.id,
    });
    for (const program of [course, diploma, draft]) await save(people.admin, program, { coLecturerIds: [nabil.id] });
    const page = (await as(people.visitor, LECTURER, { id: nabil.id })).data;
    const courses = page.courses.map((p: { slug: string }) => p.slug);
    expect(courses).toEqual(expect.arrayContaining([course.slug, own.slug]));
    expect(courses).not.toContain(draft.slug);
    expect(page.diplomas.map((p: { slug: string }) => p.slug)).toContain(diploma.slug);
    expect(page.coursesCount).toBe(courses.length);
    // The owner's page still lists it once.
    const owner = (await as(people.visitor, LECTURER, { id: people.lecturer.lecturerId })).data;
    expect(owner.courses.filter((p: { slug: string }) => p.slug === course.slug)).toHaveLength(1);
  });
});
