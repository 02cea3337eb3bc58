import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema, type UploadModel } from '@manara/db';
import { removeExpiredUploads, type DomainDeps } from '@manara/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  insertBlog,
  insertBlogCategory,
  insertProgram,
  insertSyllabus,
  insertUser,
} from '../../modules/catalog/testing/fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

// The world of the unsaved-upload sweep's tests (decision 0077): one server per test file, uploads
// as uploadFile and publishing leave them, and records that name them.

export const DAY = 24 * 60 * 60 * 1000;
export const BYTES = Buffer.from('stored bytes');
export const kept = { row: true, bytes: true };
export const gone = { row: false, bytes: false };

let current: TestServer | undefined;

/** Starts this test file's server (with its own storage folder) and stops it after the file. */
export function useSweepServer(): void {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'manara-unsaved-uploads-'));
    current = await createTestServer({ dataDir });
  });
  afterAll(async () => {
    await current?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
}

/** The server useSweepServer started. */
export function sweepServer(): TestServer {
  if (!current) throw new Error('useSweepServer() starts the server before the tests');
  return current;
}

export const db = () => sweepServer().database.db;

export const keyOf = (model: UploadModel) =>
  `files/${model.toLowerCase().replaceAll('_', '-')}/${randomBytes(16).toString('hex')}`;

/** An upload as uploadFile and publishing leave it: its bytes stored, checked `daysAgo` days ago. */
export async function upload(
  model: UploadModel,
  { daysAgo = 8, ownerId = null as string | null, videoPoster = null as string | null } = {},
) {
  const key = keyOf(model);
  await sweepServer().deps.storage.write(key, BYTES, 'application/octet-stream');
  await sweepServer().deps.storage.publish(key);
  const uploadedAt = new Date(sweepServer().deps.now().getTime() - daysAgo * DAY);
  const [row] = await db()
    .insert(schema.files)
    .values({ ownerId, model, key, contentType: 'image/webp', size: BYTES.length, isPublic: true, uploadedAt })
    .returning();
  if (videoPoster) await db().update(schema.files).set({ videoPoster }).where(eq(schema.files.id, row!.id));
  return row!;
}

/** Whether an upload's row and its bytes are still there. */
export async function left(key: string) {
  const [row] = await db().select({ id: schema.files.id }).from(schema.files).where(eq(schema.files.key, key));
  return { row: Boolean(row), bytes: Boolean(await sweepServer().deps.storage.inspect(key, 1)) };
}

export const sweep = (deps: DomainDeps = sweepServer().deps) => removeExpiredUploads(deps);

/** The deps with each storage removal run after `first` (which may fail, or wait). */
export function removingAfter(first: (key: string) => Promise<void>): DomainDeps {
  const { storage } = sweepServer().deps;
  const remove = async (key: string) => {
    await first(key);
    await storage.remove(key);
  };
  return { ...sweepServer().deps, storage: { ...storage, remove } };
}

export async function someProgram(input: Partial<typeof schema.learningPrograms.$inferInsert> = {}) {
  return insertProgram(db(), { enTitle: `Program ${randomBytes(4).toString('hex')}`, arTitle: 'برنامج', ...input });
}

export async function someBlog(input: Partial<typeof schema.blogs.$inferInsert> = {}) {
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
export async function someLesson(lesson: Partial<typeof schema.lessons.$inferInsert> = {}) {
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

export async function someUser() {
  return insertUser(db(), { firstName: 'Sara', lastName: 'Ali', arFirstName: 'سارة', arLastName: 'علي' });
}
