import { randomBytes } from 'node:crypto';
import { eraseAccount, sanitizeHtml, schema, uploadReferences, type UploadModel } from '@manara/db';
import { startJobRunner, uploadModels } from '@manara/domain';
import { eq, getTableName, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { insertCategory, insertLecturer } from '../modules/catalog/testing/fixtures';
import { MAKE_PUBLIC, UPLOAD_FILE, uploadBytes } from '../modules/files/testing/upload-flows';
import { insertApplication } from '../modules/lecturers/testing/application-flows';
import { signedInUser } from '../testing/auth-flows';
import {
  DAY,
  db,
  gone,
  kept,
  left,
  someBlog,
  someLesson,
  someProgram,
  someUser,
  sweep,
  sweepServer,
  upload,
  useSweepServer,
} from './testing/unsaved-uploads-world';

// Checked uploads no record names are removed a week after their check, by the hourly
// expired-uploads job (decision 0077): which stay, which go, and the map of where records name them.
useSweepServer();

describe('uploads no record names', () => {
  it('are removed a week after their check, for every model, bytes and row, by the hourly job; younger ones stay', async () => {
    const old = await Promise.all(uploadModels.map((model) => upload(model)));
    const young = await Promise.all(uploadModels.map((model) => upload(model, { daysAgo: 6 })));

    const runner = startJobRunner(sweepServer().deps, { intervalMs: 60_000 });
    await runner.tick();
    await runner.stop();
    for (const file of old) expect(await left(file.key), file.model).toEqual(gone);
    for (const file of young) expect(await left(file.key), file.model).toEqual(kept);

    // Once they too are a week old, they go.
    sweepServer().advanceTime(2 * DAY);
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
    const admin = await signedInUser(sweepServer(), {
      email: `rich-text-${randomBytes(4).toString('hex')}@example.com`,
    });
    await db().update(schema.users).set({ role: 'ADMIN' }).where(eq(schema.users.id, admin.user.id));
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const { link } = await uploadBytes(sweepServer(), admin.token, 'COURSE_ARTICLES', png);
    expect(
      (
        await sweepServer().gql(UPLOAD_FILE, {
          token: admin.token,
          variables: { file: link.key, model: 'COURSE_ARTICLES' },
        })
      ).body.data!.uploadFile.success,
    ).toBe(true);
    expect(
      (await sweepServer().gql(MAKE_PUBLIC, { token: admin.token, variables: { input: [link.key] } })).body.data!
        .makeFilesPublicAfterUpload.success,
    ).toBe(true);
    await db()
      .update(schema.files)
      .set({ uploadedAt: new Date(sweepServer().deps.now().getTime() - 30 * DAY) })
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
    await db().transaction((tx) => eraseAccount(tx, lecturer.user.id, sweepServer().deps.now()));
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
