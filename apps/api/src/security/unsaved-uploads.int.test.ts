import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  eraseAccount,
  findOwnFile,
  findUploadSweepPosition,
  sanitizeHtml,
  saveUploadSweepPosition,
  schema,
  uploadReferences,
  type UploadModel,
} from '@manara/db';
import { removeExpiredUploads, startJobRunner, uploadModels, type DomainDeps } from '@manara/domain';
import { eq, getTableName, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertBlog,
  insertBlogCategory,
  insertCategory,
  insertLecturer,
  insertProgram,
  insertSyllabus,
  insertUser,
} from '../modules/catalog/testing/fixtures';
import { MAKE_PUBLIC, uploadBytes, UPLOAD_FILE } from '../modules/files/testing/upload-flows';
import { insertApplication } from '../modules/lecturers/testing/application-flows';
import { signedInUser } from '../testing/auth-flows';
import { createTestServer, type TestServer } from '../testing/test-server';
import { bunnyEnv, startBunnyStandIn } from '../adapters/video/testing/bunny-stand-in';

// Checked uploads no record names are removed a week after their check, by the hourly
// expired-uploads job (decision 0077): bytes first, through the storage and video ports, then rows.

const DAY = 24 * 60 * 60 * 1000;
const BYTES = Buffer.from('stored bytes');
const kept = { row: true, bytes: true };
const gone = { row: false, bytes: false };

let server: TestServer;
let dataDir: string;
const db = () => server.database.db;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'manara-unsaved-uploads-'));
  server = await createTestServer({ dataDir });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const keyOf = (model: UploadModel) =>
  `files/${model.toLowerCase().replaceAll('_', '-')}/${randomBytes(16).toString('hex')}`;

/** An upload as uploadFile and publishing leave it: its bytes stored, checked `daysAgo` days ago. */
async function upload(
  model: UploadModel,
  { daysAgo = 8, ownerId = null as string | null, videoPoster = null as string | null } = {},
) {
  const key = keyOf(model);
  await server.deps.storage.write(key, BYTES, 'application/octet-stream');
  await server.deps.storage.publish(key);
  const uploadedAt = new Date(server.deps.now().getTime() - daysAgo * DAY);
  const [row] = await db()
    .insert(schema.files)
    .values({ ownerId, model, key, contentType: 'image/webp', size: BYTES.length, isPublic: true, uploadedAt })
    .returning();
  if (videoPoster) await db().update(schema.files).set({ videoPoster }).where(eq(schema.files.id, row!.id));
  return row!;
}

/** Whether an upload's row and its bytes are still there. */
async function left(key: string) {
  const [row] = await db().select({ id: schema.files.id }).from(schema.files).where(eq(schema.files.key, key));
  return { row: Boolean(row), bytes: Boolean(await server.deps.storage.inspect(key, 1)) };
}

const sweep = (deps: DomainDeps = server.deps) => removeExpiredUploads(deps);

/** The deps with each storage removal run after `first` (which may fail, or wait). */
function removingAfter(first: (key: string) => Promise<void>): DomainDeps {
  const { storage } = server.deps;
  const remove = async (key: string) => {
    await first(key);
    await storage.remove(key);
  };
  return { ...server.deps, storage: { ...storage, remove } };
}

async function someProgram(input: Partial<typeof schema.learningPrograms.$inferInsert> = {}) {
  return insertProgram(db(), { enTitle: `Program ${randomBytes(4).toString('hex')}`, arTitle: 'برنامج', ...input });
}

async function someBlog(input: Partial<typeof schema.blogs.$inferInsert> = {}) {
  const category = await insertBlogCategory(db(), {
    enName: `Notes ${randomBytes(4).toString('hex')}`,
    arName: 'ملاحظات',
  });
  return insertBlog(db(), {
    enTitle: `Post ${randomBytes(4).toString('hex')}`,
    arTitle: 'مقال',
    categoryId: category.id,
    ...input,
  });
}

/** A program with one lesson of `lesson`'s fields; answers the lesson's id. */
async function someLesson(lesson: Partial<typeof schema.lessons.$inferInsert> = {}) {
  const program = await someProgram();
  await insertSyllabus(db(), program.id, [
    { enTitle: 'Section', arTitle: 'قسم', lessons: [{ enTitle: 'Lesson', ...lesson }] },
  ]);
  const [row] = await db()
    .select({ id: schema.lessons.id })
    .from(schema.lessons)
    .where(eq(schema.lessons.programId, program.id));
  return row!.id;
}

async function someUser() {
  return insertUser(db(), { firstName: 'Sara', lastName: 'Ali', arFirstName: 'سارة', arLastName: 'علي' });
}

describe('uploads no record names', () => {
  it('are removed a week after their check, for every model, bytes and row, by the hourly job; younger ones stay', async () => {
    const old = await Promise.all(uploadModels.map((model) => upload(model)));
    const young = await Promise.all(uploadModels.map((model) => upload(model, { daysAgo: 6 })));

    const runner = startJobRunner(server.deps, { intervalMs: 60_000 });
    await runner.tick();
    await runner.stop();
    for (const file of old) expect(await left(file.key), file.model).toEqual(gone);
    for (const file of young) expect(await left(file.key), file.model).toEqual(kept);

    // Once they too are a week old, they go.
    server.advanceTime(2 * DAY);
    await sweep();
    for (const file of young) expect(await left(file.key), file.model).toEqual(gone);
  });

  it('stay while a record names them: every model a form saves, by key or by foreign key', async () => {
    const named: Array<{ model: UploadModel; key: string }> = [];
    const file = async (model: UploadModel) => {
      const row = await upload(model, { daysAgo: 30 });
      named.push(row);
      return row;
    };
    const learner = await someUser();
    await db()
      .update(schema.users)
      .set({ profilePicture: (await file('PROFILE_PICTURE')).key })
      .where(eq(schema.users.id, learner.id));
    await insertLecturer(db(), {
      firstName: 'Mona',
      lastName: 'Adel',
      arFirstName: 'منى',
      arLastName: 'عادل',
      cvUrl: (await file('LECTURER_CV_FILE')).key,
    });
    const program = await someProgram({
      thumbnail: (await file('COURSE_THUMBNAIL')).key,
      promoVideo: (await file('COURSE_PROMO_VIDEO')).key,
    });
    await someBlog({ thumbnail: (await file('COURSE_THUMBNAIL')).key });
    await insertCategory(db(), {
      enName: `Category ${randomBytes(4).toString('hex')}`,
      arName: 'تصنيف',
      image: (await file('CATEGORY_IMAGE')).key,
    });
    const lessonId = await someLesson({ videoId: (await file('COURSE_VIDEO')).key });
    await db()
      .insert(schema.lessonResources)
      .values({
        lessonId,
        enTitle: 'Notes',
        arTitle: 'ملاحظات',
        type: 'PDF',
        url: (await file('LESSON_RESOURCES')).key,
      });
    await db()
      .insert(schema.comments)
      .values({
        programId: program.id,
        userId: learner.id,
        content: 'See the attached sheet',
        attachmentFileId: (await file('COMMENT_ATTACHMENT')).id,
        attachmentName: 'sheet.pdf',
      });
    await insertApplication(
      db(),
      (await file('LECTURER_CV_FILE')).id,
      `applicant-${randomBytes(4).toString('hex')}@example.com`,
    );

    await sweep();
    for (const { model, key } of named) expect(await left(key), model).toEqual(kept);
    // Every model a record names by a column is among them.
    const saved = Object.entries(uploadReferences).filter(([, references]) => references.length > 0);
    expect(new Set(named.map((f) => f.model))).toEqual(new Set(saved.map(([model]) => model)));
  });

  it('stay while rich text names them — an article lesson, a blog, a program’s about, the about page — and go once it lets them go', async () => {
    // A real upload, so the key is the shape the upload link gives.
    const admin = await signedInUser(server, { email: `rich-text-${randomBytes(4).toString('hex')}@example.com` });
    await db().update(schema.users).set({ role: 'ADMIN' }).where(eq(schema.users.id, admin.user.id));
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const { link } = await uploadBytes(server, admin.token, 'COURSE_ARTICLES', png);
    expect(
      (await server.gql(UPLOAD_FILE, { token: admin.token, variables: { file: link.key, model: 'COURSE_ARTICLES' } }))
        .body.data!.uploadFile.success,
    ).toBe(true);
    expect(
      (await server.gql(MAKE_PUBLIC, { token: admin.token, variables: { input: [link.key] } })).body.data!
        .makeFilesPublicAfterUpload.success,
    ).toBe(true);
    await db()
      .update(schema.files)
      .set({ uploadedAt: new Date(server.deps.now().getTime() - 30 * DAY) })
      .where(eq(schema.files.key, link.key));
    const inArticle = { key: link.key as string };
    const inBlog = await upload('TOOL_IMAGE');
    const inAbout = await upload('COURSE_ARTICLES');
    const inPolicy = await upload('LESSON_RESOURCES');

    await someLesson({
      type: 'ARTICLE',
      arContent: sanitizeHtml(`<p>مقدمة</p><figure><img src="/media/${inArticle.key}" alt="رسم"></figure>`),
    });
    const blog = await someBlog({
      enContent: sanitizeHtml(
        `<p>Read <a href="https://manara.example/img/${inBlog.key}?w=640&amp;fmt=webp">this</a>.</p>`,
      ),
    });
    await someProgram({ enAbout: sanitizeHtml(`<img src="/img/${inAbout.key}?w=320" alt="">`) });
    await db()
      .insert(schema.policies)
      .values({
        kind: 'ABOUT',
        enTitle: 'About',
        arTitle: 'من نحن',
        contentEn: '',
        contentAr: `<p><a href="/media/${inPolicy.key}">ملف</a></p>`,
      })
      .onConflictDoUpdate({
        target: schema.policies.kind,
        set: { contentAr: `<p><a href="/media/${inPolicy.key}">ملف</a></p>` },
      });

    await sweep();
    for (const { key } of [inArticle, inBlog, inAbout, inPolicy]) expect(await left(key), key).toEqual(kept);

    await db().update(schema.blogs).set({ enContent: '<p>Read this.</p>' }).where(eq(schema.blogs.id, blog.id));
    await sweep();
    expect(await left(inBlog.key)).toEqual(gone);
    for (const { key } of [inArticle, inAbout, inPolicy]) expect(await left(key), key).toEqual(kept);
  });

  it('named by an erased lecturer — their CV — go: erasure drops the application and the profile’s key', async () => {
    const cv = await upload('LECTURER_CV_FILE', { daysAgo: 30 });
    const lecturer = await insertLecturer(db(), {
      firstName: 'Hala',
      lastName: 'Omar',
      arFirstName: 'هالة',
      arLastName: 'عمر',
      cvUrl: cv.key,
    });
    await insertApplication(db(), cv.id, lecturer.user.email);
    await sweep();
    expect(await left(cv.key)).toEqual(kept);
    await db().transaction((tx) => eraseAccount(tx, lecturer.user.id, server.deps.now()));
    await sweep();
    expect(await left(cv.key)).toEqual(gone);
  });

  it('shared by two records stay until neither names them', async () => {
    const cover = await upload('COURSE_THUMBNAIL', { daysAgo: 30 });
    const program = await someProgram({ thumbnail: cover.key });
    const blog = await someBlog({ thumbnail: cover.key });
    await db()
      .update(schema.learningPrograms)
      .set({ thumbnail: null })
      .where(eq(schema.learningPrograms.id, program.id));
    await sweep();
    expect(await left(cover.key)).toEqual(kept);
    await db().update(schema.blogs).set({ thumbnail: null }).where(eq(schema.blogs.id, blog.id));
    await sweep();
    expect(await left(cover.key)).toEqual(gone);
  });
});

describe('a thumbnail replaced in the studio', () => {
  const ENVELOPE = 'code message success fieldErrors { field message }';
  const CREATE = `mutation createProgram($input: CreateProgramInput) { createProgram(input: $input) { ${ENVELOPE} data { id version } } }`;
  const UPDATE = `mutation updateProgram($input: UpdateProgramInput) { updateProgram(input: $input) { ${ENVELOPE} data { version thumbnail } } }`;

  it('goes at the next sweep; the new one stays, however old it gets', async () => {
    const { token, user } = await signedInUser(server, {
      email: `thumbnails-${randomBytes(4).toString('hex')}@example.com`,
    });
    await db().insert(schema.lecturers).values({ userId: user.id, status: 'APPROVED' });
    const call = async (query: string, input: Record<string, unknown>) =>
      (await server.gql(query, { token, variables: { input } })).body.data!;
    const created = (await call(CREATE, { type: 'COURSE', arTitle: 'دورة', enTitle: 'Thumbnails' })).createProgram.data;

    const first = await upload('COURSE_THUMBNAIL', { daysAgo: 30, ownerId: user.id });
    const once = (
      await call(UPDATE, { programId: created.id, version: created.version, changes: { thumbnail: first.key } })
    ).updateProgram;
    expect(once.data.thumbnail).toBe(first.key);
    await sweep();
    expect(await left(first.key)).toEqual(kept);

    const second = await upload('COURSE_THUMBNAIL', { daysAgo: 0, ownerId: user.id });
    const twice = (
      await call(UPDATE, { programId: created.id, version: once.data.version, changes: { thumbnail: second.key } })
    ).updateProgram;
    expect(twice.data.thumbnail).toBe(second.key);
    await sweep();
    expect(await left(first.key)).toEqual(gone);
    expect(await left(second.key)).toEqual(kept);

    server.advanceTime(8 * DAY);
    await sweep();
    expect(await left(second.key)).toEqual(kept);
  });
});

describe('removal', () => {
  it('takes a lesson video’s poster frame with it, and its resumable upload through the video port; a picture never goes to that port', async () => {
    const poster = keyOf('COURSE_VIDEO').replace('course-video', 'video-poster');
    await server.deps.storage.write(poster, BYTES, 'image/jpeg');
    await server.deps.storage.publish(poster);
    const video = await upload('COURSE_VIDEO', { videoPoster: poster });
    const picture = await upload('PROFILE_PICTURE');
    const uploads = server.deps.resumableUploads!;
    const discarded: string[] = [];
    await sweep({
      ...server.deps,
      resumableUploads: { ...uploads, discard: async (key) => (discarded.push(key), uploads.discard(key)) },
    });
    expect(await left(video.key)).toEqual(gone);
    expect(await server.deps.storage.inspect(poster, 1)).toBeNull();
    expect(await left(picture.key)).toEqual(gone);
    expect(discarded).toContain(video.key);
    expect(discarded).not.toContain(picture.key);
  });

  it('fails the run when storage fails, and the rows stay until their bytes are gone; the retry removes them', async () => {
    const file = await upload('COMMENT_ATTACHMENT');
    const failing = removingAfter(async (key) => {
      if (key === file.key) throw new Error('storage is down');
    });
    await expect(sweep(failing)).rejects.toThrow('storage is down');
    expect((await left(file.key)).row).toBe(true);
    await sweep();
    expect(await left(file.key)).toEqual(gone);
  });

  it('carries on after the file where the last run stopped, then starts again from the first', async () => {
    const [first, second] = (await Promise.all([upload('CATEGORY_IMAGE'), upload('CATEGORY_IMAGE')])).sort((a, b) =>
      a.id < b.id ? -1 : 1,
    );
    await saveUploadSweepPosition(db(), first!.id, server.deps.now());
    await sweep();
    expect(await left(second!.key)).toEqual(gone);
    expect(await left(first!.key)).toEqual(kept);
    // The walk reached the last file: the next run starts from the first.
    expect(await findUploadSweepPosition(db())).toBeNull();
    await sweep();
    expect(await left(first!.key)).toEqual(gone);
  });

  it('skips a file a save is holding, and a save that meets a file being removed finds it gone', async () => {
    const owner = await someUser();
    const held = await upload('CATEGORY_IMAGE', { ownerId: owner.id });
    const category = (image: string) => ({
      slug: `c-${randomBytes(4).toString('hex')}`,
      enName: 'Held',
      arName: 'محجوز',
      image,
    });
    if (server.database.kind === 'pglite') {
      // One connection: a save and a sweep take turns, and the save's file is named when the sweep looks.
      await db().transaction(async (tx) => {
        const file = await findOwnFile(tx, owner.id, held.key, { lockForSave: true });
        await tx.insert(schema.categories).values(category(file!.key));
      });
      await sweep();
      expect(await left(held.key)).toEqual(kept);
      return;
    }
    // The save holds the file while the sweep runs beside it on another connection.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let lockTaken!: () => void;
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const save = db().transaction(async (tx) => {
      const file = await findOwnFile(tx, owner.id, held.key, { lockForSave: true });
      lockTaken();
      await released;
      await tx.insert(schema.categories).values(category(file!.key));
    });
    await taken;
    await sweep();
    expect(await left(held.key)).toEqual(kept);
    release();
    await save;
    await sweep();
    expect(await left(held.key)).toEqual(kept);

    // The other way round: the sweep holds a file while its bytes go; a save waits, then finds nothing.
    const doomed = await upload('CATEGORY_IMAGE', { ownerId: owner.id });
    let removing!: () => void;
    const removingStarted = new Promise<void>((resolve) => (removing = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const slow = removingAfter(async (key) => {
      if (key !== doomed.key) return;
      removing();
      await finished;
    });
    const sweeping = sweep(slow);
    await removingStarted;
    const looking = db().transaction((tx) => findOwnFile(tx, owner.id, doomed.key, { lockForSave: true }));
    // The save waits on the sweep's lock before the sweep goes on.
    await expect.poll(() => waitingLocks(), { timeout: 5000 }).toBeGreaterThan(0);
    finish();
    await sweeping;
    expect(await looking).toBeNull();
    expect(await left(doomed.key)).toEqual(gone);
  });
});

describe('where records may name an upload', () => {
  it('every foreign key to files.id in the database is in the map', async () => {
    const result = await db().execute(sql`
      select cl.relname as "table", a.attname as "column"
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'files'::regclass`);
    const { rows } = result as unknown as { rows: Array<{ table: string; column: string }> };
    const inDatabase = rows.map((row) => `${row.table}.${row.column}`).sort();
    const inMap = Object.values(uploadReferences)
      .flat()
      .filter((reference) => reference.by === 'id')
      .map(({ column }) => `${getTableName(column.table)}.${column.name}`)
      .sort();
    expect(inDatabase.length).toBeGreaterThan(0);
    expect(inDatabase).toEqual(inMap);
  });
});

describe('a lesson video on Bunny Stream', () => {
  it('is deleted at Bunny when nothing plays it a week after its check, then its row', async () => {
    const bunny = await startBunnyStandIn();
    const hosted = await createTestServer({
      env: bunnyEnv(bunny),
    });
    try {
      const { token, user } = await signedInUser(hosted, { email: 'bunny-sweep@example.com' });
      await hosted.database.db.update(schema.users).set({ role: 'LECTURER' }).where(eq(schema.users.id, user.id));
      const link = async () => {
        const res = await hosted.gql(
          `mutation Link($input: GenerateUploadLinkInput) { generateUploadLink(input: $input) { data { key } } }`,
          {
            token,
            variables: { input: { model: 'COURSE_VIDEO' } },
          },
        );
        return res.body.data!.generateUploadLink.data.key as string;
      };
      const [unplayed, played] = [await link(), await link()];
      await hosted.database.db
        .update(schema.files)
        .set({ uploadedAt: new Date(hosted.deps.now().getTime() - 8 * DAY), contentType: 'video/mp4', size: 1 })
        .where(sql`${schema.files.key} in (${unplayed}, ${played})`);
      const program = await insertProgram(hosted.database.db, { enTitle: 'Hosted', arTitle: 'مستضاف' });
      await insertSyllabus(hosted.database.db, program.id, [
        { enTitle: 'Section', arTitle: 'قسم', lessons: [{ enTitle: 'Played', videoId: played }] },
      ]);
      expect(bunny.statuses.has(unplayed)).toBe(true);

      await removeExpiredUploads(hosted.deps);
      expect(bunny.statuses.has(unplayed)).toBe(false);
      expect(bunny.statuses.has(played)).toBe(true);
      const left = await hosted.database.db.select({ key: schema.files.key }).from(schema.files);
      expect(left.map((f) => f.key)).toEqual([played]);
    } finally {
      await hosted.close();
      await bunny.close();
    }
  });
});

/** Lock requests waiting on another transaction (PostgreSQL). */
async function waitingLocks(): Promise<number> {
  const result = await db().execute(sql`select count(*)::int as n from pg_locks where not granted`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}
