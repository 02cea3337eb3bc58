import { schema } from '@manara/db';
import { publishDuePrograms } from '@manara/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/auth-flows';
import { createTestServer, type GqlOptions, type TestServer } from '../../testing/test-server';
import { insertCategory, insertSyllabus } from './testing/fixtures';

const ENVELOPE = 'code message success fieldErrors { field message }';
const PROGRAM = `id version type publicationStatus slug code arTitle enTitle arSummary enSummary thumbnail categoryId
  lecturerId originalPrice priceAfterDiscount reviewComment scheduledAt publishedAt`;
const CREATE = `mutation createProgram($input: CreateProgramInput) { createProgram(input: $input) { ${ENVELOPE} data { ${PROGRAM} } } }`;
const UPDATE = `mutation updateProgram($input: UpdateProgramInput) { updateProgram(input: $input) { ${ENVELOPE} data { ${PROGRAM} } } }`;
const GET = `query studioProgram($programId: ID) { studioProgram(programId: $programId) { ${ENVELOPE}
  data { program { ${PROGRAM} } missingForPublish { field message } } } }`;
const LIST = `query studioPrograms($status: PublicationStatus, $search: String) { studioPrograms(status: $status, search: $search) {
  ${ENVELOPE} data { items { id title publicationStatus } pageInfo { totalCount } } } }`;
const AUDIT = `query auditEntries($entityType: String, $entityId: ID) { auditEntries(entityType: $entityType, entityId: $entityId) {
  ${ENVELOPE} data { items { action actorName comment changes { field before after } } pageInfo { totalCount } } } }`;
const step = (name: string) =>
  `mutation ${name}($input: ProgramTransitionInput) { ${name}(input: $input) { ${ENVELOPE} data { ${PROGRAM} } } }`;
const PUBLISH = `mutation publishProgram($input: PublishProgramInput) { publishProgram(input: $input) { ${ENVELOPE} data { ${PROGRAM} } } }`;
const COURSE = `query course($slug: String) { course(slug: $slug) { ${ENVELOPE} data { id slug title } } }`;

type Who = GqlOptions & { label: string; userId?: string };
let server: TestServer;
let admin: Who;
let lecturer: Who & { lecturerId: string };
let otherLecturer: Who & { lecturerId: string };
let pendingLecturer: Who;
let learner: Who;
const visitor: Who = { label: 'visitor' };
let categoryId: string;
const published: string[][] = [];

async function call(who: Who, query: string, variables: Record<string, unknown> = {}, locale?: 'ar' | 'en') {
  const res = await server.gql(query, { token: who.token, locale, variables });
  const [envelope] = Object.values(res.body.data ?? {});
  if (!envelope) throw new Error(JSON.stringify(res.body.errors));
  return envelope;
}

async function studioUser(email: string, lecturerStatus?: 'APPROVED' | 'PENDING') {
  const { token, user } = await signedInUser(server, { email });
  const db = server.database.db;
  if (!lecturerStatus) return { token, userId: user.id as string, lecturerId: '' };
  const [row] = await db.insert(schema.lecturers).values({ userId: user.id, status: lecturerStatus }).returning();
  return { token, userId: user.id as string, lecturerId: row!.id };
}

/** A thumbnail the user uploaded and published (the upload flow itself is tested with the files module). */
async function thumbnailOf(userId: string) {
  const key = `studio/${userId}/${Date.now()}.webp`;
  await server.database.db
    .insert(schema.files)
    .values({ ownerId: userId, model: 'COURSE_THUMBNAIL', key, isPublic: true });
  return key;
}

async function draft(who: Who, enTitle = `Course ${Math.random().toString(36).slice(2, 8)}`) {
  const created = await call(who, CREATE, { input: { type: 'COURSE', arTitle: 'دورة جديدة', enTitle } });
  expect(created.success).toBe(true);
  return created.data;
}

/** Fills a draft so it passes the publishing checklist: summaries, a thumbnail and one lesson. */
async function complete(who: Who, program: { id: string; version: number }) {
  await insertSyllabus(server.database.db, program.id, [
    { enTitle: 'Start', arTitle: 'البداية', lessons: [{ enTitle: 'Welcome', type: 'ARTICLE' }] },
  ]);
  const saved = await call(who, UPDATE, {
    input: {
      programId: program.id,
      version: program.version,
      changes: { arSummary: 'ملخص الدورة', enSummary: 'What it covers', thumbnail: await thumbnailOf(who.userId!) },
    },
  });
  expect(saved.success).toBe(true);
  return saved.data;
}

beforeAll(async () => {
  server = await createTestServer();
  server.deps.contentEvents = { publish: async (tags) => void published.push([...tags]) };
  categoryId = (await insertCategory(server.database.db, { enName: 'Studio Category', arName: 'قسم الاستوديو' })).id;
  const a = await studioUser('admin@studio.test');
  await server.database.db.update(schema.users).set({ role: 'ADMIN' }).where(eq(schema.users.id, a.userId));
  admin = { label: 'admin', token: a.token, userId: a.userId };
  lecturer = { label: 'lecturer', ...(await studioUser('lecturer@studio.test', 'APPROVED')) };
  otherLecturer = { label: 'another lecturer', ...(await studioUser('other@studio.test', 'APPROVED')) };
  pendingLecturer = { label: 'pending lecturer', ...(await studioUser('pending@studio.test', 'PENDING')) };
  learner = { label: 'learner', ...(await studioUser('learner@studio.test')) };
});
afterAll(() => server.close());

describe('who may use the studio', () => {
  it('lets administrators and approved lecturers create drafts, and nobody else', async () => {
    const input = { type: 'COURSE', arTitle: 'دورة', enTitle: 'Permission Course' };
    expect((await call(visitor, CREATE, { input })).code).toBe('UNAUTHENTICATED');
    expect((await call(learner, CREATE, { input })).code).toBe('FORBIDDEN');
    expect((await call(pendingLecturer, CREATE, { input })).code).toBe('FORBIDDEN');
    const own = await call(lecturer, CREATE, { input });
    expect(own).toMatchObject({ success: true, code: 'PROGRAM_CREATED' });
    expect(own.data).toMatchObject({ publicationStatus: 'DRAFT', lecturerId: lecturer.lecturerId, version: 1 });
    expect(own.data.slug).toBe('permission-course');
    const byAdmin = await call(admin, CREATE, { input: { ...input, lecturerId: otherLecturer.lecturerId } });
    expect(byAdmin.data).toMatchObject({ lecturerId: otherLecturer.lecturerId, publicationStatus: 'DRAFT' });
    // The same English title gets a free slug of its own.
    expect(byAdmin.data.slug).toMatch(/^permission-course-[a-z0-9]{4}$/);
    // A lecturer cannot put a program under someone else's name.
    expect((await call(lecturer, CREATE, { input: { ...input, lecturerId: otherLecturer.lecturerId } })).code).toBe(
      'FORBIDDEN',
    );
  });

  it("hides a lecturer's programs from other lecturers, and shows every program to administrators", async () => {
    const mine = await draft(lecturer, 'Only Mine');
    for (const query of [GET]) {
      expect((await call(otherLecturer, query, { programId: mine.id })).code).toBe('NOT_FOUND');
      expect((await call(learner, query, { programId: mine.id })).code).toBe('FORBIDDEN');
      expect((await call(visitor, query, { programId: mine.id })).code).toBe('UNAUTHENTICATED');
      expect((await call(lecturer, query, { programId: mine.id })).success).toBe(true);
      expect((await call(admin, query, { programId: mine.id })).success).toBe(true);
    }
    const update = { input: { programId: mine.id, version: 1, changes: { enTitle: 'Taken over' } } };
    expect((await call(otherLecturer, UPDATE, update)).code).toBe('NOT_FOUND');
    const theirs = await call(otherLecturer, LIST, { search: 'Only Mine' });
    expect(theirs.data.pageInfo.totalCount).toBe(0);
    const everything = await call(admin, LIST, { search: 'Only Mine' });
    expect(everything.data.items.map((p: { id: string }) => p.id)).toEqual([mine.id]);
    expect((await call(learner, LIST)).code).toBe('FORBIDDEN');
  });
});

describe('saving', () => {
  it('refuses a save made on an older version, overwriting nothing', async () => {
    const program = await draft(lecturer);
    const first = await call(admin, UPDATE, {
      input: { programId: program.id, version: 1, changes: { enTitle: 'Saved by the admin' } },
    });
    expect(first).toMatchObject({ success: true, code: 'PROGRAM_SAVED', data: { version: 2 } });
    const stale = await call(
      lecturer,
      UPDATE,
      { input: { programId: program.id, version: 1, changes: { enTitle: 'Saved by the lecturer' } } },
      'en',
    );
    expect(stale).toMatchObject({ success: false, code: 'VERSION_CONFLICT' });
    expect(stale.message).toMatch(/Someone else changed this record/);
    const current = await call(lecturer, GET, { programId: program.id });
    expect(current.data.program).toMatchObject({ enTitle: 'Saved by the admin', version: 2 });
  });

  it('answers bad input with translated per-field errors in both languages', async () => {
    const program = await draft(lecturer);
    await draft(lecturer, 'Slug Owner');
    const changes = { arTitle: '<b></b>', slug: 'Not A Slug!', originalPrice: -5 };
    const ar = await call(lecturer, UPDATE, { input: { programId: program.id, version: 1, changes } }, 'ar');
    const en = await call(lecturer, UPDATE, { input: { programId: program.id, version: 1, changes } }, 'en');
    for (const envelope of [ar, en]) expect(envelope.code).toBe('VALIDATION_FAILED');
    const fields = (e: { fieldErrors: Array<{ field: string }> }) => e.fieldErrors.map((f) => f.field).sort();
    expect(fields(en)).toEqual(['changes.arTitle', 'changes.originalPrice', 'changes.slug']);
    expect(en.fieldErrors.find((f: { field: string }) => f.field === 'changes.slug').message).toMatch(/lower-case/);
    expect(ar.fieldErrors.find((f: { field: string }) => f.field === 'changes.slug').message).toMatch(/حروفًا إنجليزية/);

    const clash = await call(lecturer, UPDATE, {
      input: { programId: program.id, version: 1, changes: { slug: 'slug-owner', categoryId } },
    });
    expect(clash.fieldErrors).toEqual([{ field: 'changes.slug', message: expect.any(String) }]);
    const discount = await call(lecturer, UPDATE, {
      input: { programId: program.id, version: 1, changes: { originalPrice: 100, priceAfterDiscount: 150 } },
    });
    expect(discount.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['changes.priceAfterDiscount']);
    const notMine = await call(lecturer, UPDATE, {
      input: { programId: program.id, version: 1, changes: { thumbnail: await thumbnailOf(otherLecturer.userId!) } },
    });
    expect(notMine.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['changes.thumbnail']);
    expect((await call(lecturer, GET, { programId: program.id })).data.program.version).toBe(1);
  });

  it('keeps an old slug finding the program once it is live', async () => {
    const program = await complete(lecturer, await draft(lecturer, 'Old Address'));
    const live = await call(admin, PUBLISH, { input: { programId: program.id, version: program.version } });
    const moved = await call(admin, UPDATE, {
      input: { programId: program.id, version: live.data.version, changes: { slug: 'new-address' } },
    });
    expect(moved.data.slug).toBe('new-address');
    expect((await call(visitor, COURSE, { slug: 'old-address' })).data).toMatchObject({ slug: 'new-address' });
    // The old address stays the program's: another program cannot take it.
    const other = await draft(admin);
    const taken = await call(admin, UPDATE, {
      input: { programId: other.id, version: 1, changes: { slug: 'old-address' } },
    });
    expect(taken.code).toBe('VALIDATION_FAILED');
  });
});

describe('the lifecycle', () => {
  it('goes draft → review → back with a note → review → published, each step by its role', async () => {
    const program = await draft(lecturer, 'Reviewed Course');
    const incomplete = await call(lecturer, step('submitProgramForReview'), {
      input: { programId: program.id, version: 1 },
    });
    expect(incomplete.code).toBe('PROGRAM_INCOMPLETE');
    expect(incomplete.fieldErrors.map((f: { field: string }) => f.field)).toEqual([
      'arSummary',
      'enSummary',
      'thumbnail',
      'curriculum',
    ]);
    const ready = await complete(lecturer, program);
    const checklist = await call(lecturer, GET, { programId: program.id });
    expect(checklist.data.missingForPublish).toEqual([]);

    const submitted = await call(lecturer, step('submitProgramForReview'), {
      input: { programId: program.id, version: ready.version },
    });
    expect(submitted).toMatchObject({ code: 'PROGRAM_SUBMITTED', data: { publicationStatus: 'IN_REVIEW' } });
    let version = submitted.data.version;
    const target = () => ({ input: { programId: program.id, version } });
    expect((await call(lecturer, PUBLISH, target())).code).toBe('FORBIDDEN');
    expect((await call(lecturer, step('returnProgramToDraft'), target())).code).toBe('FORBIDDEN');
    expect((await call(admin, step('returnProgramToDraft'), target())).fieldErrors).toEqual([
      { field: 'comment', message: expect.any(String) },
    ]);
    const back = await call(admin, step('returnProgramToDraft'), {
      input: { programId: program.id, version, comment: 'Add a second lesson, please' },
    });
    expect(back.data).toMatchObject({ publicationStatus: 'DRAFT', reviewComment: 'Add a second lesson, please' });
    version = back.data.version;
    const again = await call(lecturer, step('submitProgramForReview'), target());
    version = again.data.version;
    expect(again.data).toMatchObject({ publicationStatus: 'IN_REVIEW', reviewComment: null });

    published.length = 0;
    expect((await call(visitor, COURSE, { slug: 'reviewed-course' })).code).toBe('NOT_FOUND');
    const live = await call(admin, PUBLISH, target());
    expect(live).toMatchObject({ code: 'PROGRAM_PUBLISHED', data: { publicationStatus: 'PUBLISHED' } });
    expect(live.data.publishedAt).not.toBeNull();
    expect((await call(visitor, COURSE, { slug: 'reviewed-course' })).data).toMatchObject({ id: program.id });
    expect(published).toEqual([expect.arrayContaining([`program:${program.id}`, 'programs', 'home', 'search'])]);

    // Published: the lecturer still corrects texts (live at once), but money is the admin's.
    version = live.data.version;
    const fixed = await call(lecturer, UPDATE, {
      input: { programId: program.id, version, changes: { enTitle: 'Reviewed Course, 2nd ed.' } },
    });
    expect(fixed.success).toBe(true);
    expect(published).toHaveLength(2);
    version = fixed.data.version;
    expect(
      (await call(lecturer, UPDATE, { input: { programId: program.id, version, changes: { originalPrice: 1 } } })).code,
    ).toBe('FORBIDDEN');

    const unpublished = await call(admin, step('unpublishProgram'), target());
    expect(unpublished.data.publicationStatus).toBe('UNPUBLISHED');
    expect((await call(visitor, COURSE, { slug: 'reviewed-course' })).code).toBe('NOT_FOUND');
    version = unpublished.data.version;
    const archived = await call(admin, step('archiveProgram'), target());
    version = archived.data.version;
    expect(
      (await call(admin, UPDATE, { input: { programId: program.id, version, changes: { enTitle: 'x' } } })).code,
    ).toBe('PROGRAM_STATUS_INVALID');
    expect((await call(admin, PUBLISH, target())).code).toBe('PROGRAM_STATUS_INVALID');
  });

  it('publishes a scheduled program when its time comes, once', async () => {
    const program = await complete(lecturer, await draft(lecturer, 'Scheduled Course'));
    const at = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const scheduled = await call(admin, PUBLISH, {
      input: { programId: program.id, version: program.version, publishAt: at.toISOString() },
    });
    expect(scheduled).toMatchObject({ code: 'PROGRAM_SCHEDULED', data: { publicationStatus: 'SCHEDULED' } });
    await publishDuePrograms(server.deps);
    expect((await call(visitor, COURSE, { slug: 'scheduled-course' })).code).toBe('NOT_FOUND');
    server.advanceTime(3 * 60 * 60 * 1000);
    await Promise.all([publishDuePrograms(server.deps), publishDuePrograms(server.deps)]);
    expect((await call(visitor, COURSE, { slug: 'scheduled-course' })).success).toBe(true);
    const history = await call(admin, AUDIT, { entityType: 'program', entityId: program.id });
    expect(history.data.items.filter((e: { action: string }) => e.action === 'program.publish')).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('records who changed what, readable per program by its editors and overall by administrators', async () => {
    const program = await draft(lecturer, 'Audited Course');
    await call(lecturer, UPDATE, {
      input: { programId: program.id, version: 1, changes: { enTitle: 'Audited, renamed' } },
    });
    const history = await call(lecturer, AUDIT, { entityType: 'program', entityId: program.id }, 'en');
    expect(history.data.items[0]).toMatchObject({
      action: 'program.update',
      changes: [{ field: 'enTitle', before: '"Audited Course"', after: '"Audited, renamed"' }],
    });
    expect(history.data.items[1]).toMatchObject({ action: 'program.create' });
    expect((await call(otherLecturer, AUDIT, { entityType: 'program', entityId: program.id })).code).toBe('NOT_FOUND');
    expect((await call(lecturer, AUDIT)).code).toBe('FORBIDDEN');
    expect((await call(learner, AUDIT)).code).toBe('FORBIDDEN');
    expect((await call(admin, AUDIT)).data.pageInfo.totalCount).toBeGreaterThan(2);
  });
});

describe('the program page lists and search texts (decision 0071)', () => {
  const PAGE = `id version arOutcomes enOutcomes arRequirements enRequirements arAudience enAudience
    arSeoTitle enSeoTitle arSeoDescription enSeoDescription`;
  const SAVE = `mutation updateProgram($input: UpdateProgramInput) { updateProgram(input: $input) { ${ENVELOPE} data { ${PAGE} } } }`;
  const READ = `query studioProgram($programId: ID) { studioProgram(programId: $programId) { ${ENVELOPE}
    data { program { ${PAGE} } } } }`;
  const PUBLIC = `query course($slug: String) { course(slug: $slug) { ${ENVELOPE}
    data { outcomes requirements audience seoTitle seoDescription } } }`;

  it('saves the lists line by line and the search texts, audits them, and shows them on the live page in its language', async () => {
    const program = await complete(lecturer, await draft(lecturer, 'Return to Running'));
    const saved = await call(lecturer, SAVE, {
      input: {
        programId: program.id,
        version: program.version,
        changes: {
          arOutcomes: ['  وضع خطة آمنة للعودة إلى الجري  ', '', 'قراءة أحمال التدريب'],
          enOutcomes: ['Plan a safe return to running', '   ', 'Read training loads'],
          enRequirements: ['Basic anatomy'],
          arAudience: ['أخصائيو العلاج الطبيعي'],
          enSeoTitle: '  Return to Running Course  ',
          arSeoDescription: 'دورة عن العودة الآمنة إلى الجري',
          enSeoDescription: '',
        },
      },
    });
    const page = {
      arOutcomes: ['وضع خطة آمنة للعودة إلى الجري', 'قراءة أحمال التدريب'],
      enOutcomes: ['Plan a safe return to running', 'Read training loads'],
      arRequirements: [],
      enRequirements: ['Basic anatomy'],
      arAudience: ['أخصائيو العلاج الطبيعي'],
      enAudience: [],
      arSeoTitle: null,
      enSeoTitle: 'Return to Running Course',
      arSeoDescription: 'دورة عن العودة الآمنة إلى الجري',
      enSeoDescription: null,
    };
    expect(saved).toMatchObject({ success: true, data: { ...page, version: program.version + 1 } });
    expect((await call(lecturer, READ, { programId: program.id })).data.program).toMatchObject(page);
    const history = await call(lecturer, AUDIT, { entityType: 'program', entityId: program.id });
    expect(history.data.items[0].changes).toContainEqual({
      field: 'enOutcomes',
      before: '[]',
      after: JSON.stringify(page.enOutcomes),
    });

    // Absent fields stay; an empty list and null clear.
    const cleared = await call(lecturer, SAVE, {
      input: { programId: program.id, version: saved.data.version, changes: { arAudience: [], enSeoTitle: null } },
    });
    expect(cleared.data).toMatchObject({ ...page, arAudience: [], enSeoTitle: null });

    const live = await call(admin, PUBLISH, { input: { programId: program.id, version: cleared.data.version } });
    expect(live.success).toBe(true);
    const ar = await call(visitor, PUBLIC, { slug: program.slug }, 'ar');
    const en = await call(visitor, PUBLIC, { slug: program.slug }, 'en');
    // A list the page's language lacks falls back to the other one, like the title; search texts never do.
    expect(ar.data).toEqual({
      outcomes: page.arOutcomes,
      requirements: ['Basic anatomy'],
      audience: [],
      seoTitle: null,
      seoDescription: 'دورة عن العودة الآمنة إلى الجري',
    });
    expect(en.data).toEqual({
      outcomes: page.enOutcomes,
      requirements: ['Basic anatomy'],
      audience: [],
      seoTitle: null,
      seoDescription: null,
    });
  });

  it('refuses a too-long line, too many lines and too-long search texts, each under its field in both languages', async () => {
    const program = await draft(lecturer);
    const changes = {
      enOutcomes: ['Fine', '', 'x'.repeat(201)],
      arRequirements: Array.from({ length: 13 }, (_, i) => `متطلب ${i + 1}`),
      enSeoTitle: 'x'.repeat(71),
      arSeoDescription: 'س'.repeat(171),
    };
    const byField = (envelope: { fieldErrors: Array<{ field: string; message: string }> }) =>
      Object.fromEntries(envelope.fieldErrors.map((f) => [f.field, f.message]));
    const en = await call(lecturer, UPDATE, { input: { programId: program.id, version: 1, changes } }, 'en');
    expect(en.code).toBe('VALIDATION_FAILED');
    expect(byField(en)).toEqual({
      'changes.enOutcomes': 'Line 3 is too long (at most 200 characters per line).',
      'changes.arRequirements': 'The list is too long (at most 12 items).',
      'changes.enSeoTitle': 'The text is too long (at most 70 characters).',
      'changes.arSeoDescription': 'The text is too long (at most 170 characters).',
    });
    const ar = byField(await call(lecturer, UPDATE, { input: { programId: program.id, version: 1, changes } }, 'ar'));
    expect(Object.keys(ar).sort()).toEqual(Object.keys(byField(en)).sort());
    expect(ar['changes.enOutcomes']).toMatch(/^السطر (٣|3) أطول من المسموح/);
    // Twelve lines and blank ones around them are fine.
    const twelve = await call(lecturer, SAVE, {
      input: {
        programId: program.id,
        version: 1,
        changes: { arRequirements: ['', ...changes.arRequirements.slice(0, 12), ' '], enOutcomes: ['y'.repeat(200)] },
      },
    });
    expect(twelve.success).toBe(true);
    expect(twelve.data.arRequirements).toHaveLength(12);
  });
});
