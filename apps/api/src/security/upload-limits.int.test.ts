import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema } from '@manara/db';
import { startJobRunner, uploadModels } from '@manara/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../adapters/storage/s3-storage';
import { startS3StandIn, type S3StandIn } from '../adapters/storage/testing/s3-stand-in';
import { insertUser } from '../modules/catalog/testing/fixtures';
import { GENERATE_UPLOAD_LINK, putBytes, UPLOAD_FILE } from '../modules/files/testing/upload-flows';
import { insertApplication } from '../modules/lecturers/testing/application-flows';
import { freshIp } from '../testing/auth-flows';
import { createTestServer, type Json, type TestServer } from '../testing/test-server';
import { newSession } from './testing/security-world';

/** Upload models by role, daily upload quotas, and removal of uploads nobody uses (decision 0035). */
const DAY = 24 * 60 * 60 * 1000;
const LEARNER_MODELS = ['PROFILE_PICTURE', 'COMMENT_ATTACHMENT', 'LECTURER_CV_FILE'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function userWithRole(server: TestServer, role: 'USER' | 'LECTURER' | 'ADMIN') {
  const db = server.database.db;
  const user = await insertUser(db, {
    firstName: role,
    lastName: 'Uploader',
    arFirstName: 'رافع',
    arLastName: 'ملفات',
  });
  await db.update(schema.users).set({ role }).where(eq(schema.users.id, user.id));
  // Long enough to outlive the tests' moves of the clock.
  return { user, token: await newSession(db, user.id, 30 * DAY) };
}

const link = async (server: TestServer, token: string | null, model: string, locale: 'ar' | 'en' = 'en') =>
  (await server.gql(GENERATE_UPLOAD_LINK, { token, locale, ip: freshIp(), variables: { input: { model } } })).body.data!
    .generateUploadLink as Json;

/** One pass of the API's job runner, as it runs every few seconds. */
async function runJobs(server: TestServer) {
  const runner = startJobRunner(server.deps, { intervalMs: 60_000 });
  await runner.tick();
  await runner.stop();
}

describe('upload models by role, and quotas', () => {
  let server: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'manara-upload-limits-'));
    server = await createTestServer({ dataDir });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a learner gets links for their own things only; lecturers and administrators for course material too', async () => {
    const learner = await userWithRole(server, 'USER');
    for (const model of uploadModels) {
      const answer = await link(server, learner.token, model);
      if (LEARNER_MODELS.includes(model)) expect(answer.success, model).toBe(true);
      else
        expect(answer, model).toMatchObject({
          code: 'FORBIDDEN',
          data: null,
          fieldErrors: [{ field: 'model', message: 'You cannot upload this kind of file.' }],
        });
    }
    expect((await link(server, learner.token, 'COURSE_VIDEO', 'ar')).fieldErrors).toEqual([
      { field: 'model', message: 'لا يمكنك رفع هذا النوع من الملفات.' },
    ]);
    // uploadFile refuses the model too, whatever key is named.
    const confirm = await server.gql(UPLOAD_FILE, {
      token: learner.token,
      variables: { file: `files/course-video/${'0'.repeat(32)}`, model: 'COURSE_VIDEO' },
    });
    expect(confirm.body.data!.uploadFile.code).toBe('FORBIDDEN');
    for (const role of ['LECTURER', 'ADMIN'] as const) {
      const staff = await userWithRole(server, role);
      for (const model of uploadModels)
        expect((await link(server, staff.token, model)).success, `${role} ${model}`).toBe(true);
    }
    expect((await link(server, null, 'LECTURER_CV_FILE')).success).toBe(true);
    expect((await link(server, null, 'COURSE_VIDEO')).code).toBe('UNAUTHENTICATED');
  });

  it('stops a learner at 100 MB a day, counting open links at their limit and checked files at their size', async () => {
    const learner = await userWithRole(server, 'USER');
    const links = [];
    // Comment attachments may be 10 MB each: ten open links are the day's 100 MB.
    for (let i = 0; i < 10; i++) links.push(await link(server, learner.token, 'COMMENT_ATTACHMENT'));
    expect(links.every((l) => l.success)).toBe(true);
    expect(await link(server, learner.token, 'COMMENT_ATTACHMENT')).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      success: false,
      message: 'You have uploaded as much as you can for today. Please try again tomorrow.',
    });
    expect((await link(server, learner.token, 'PROFILE_PICTURE', 'ar')).message).toBe(
      'لقد رفعت أقصى ما يمكنك رفعه اليوم. حاول مرة أخرى غدًا.',
    );
    // A small file sent and checked counts its size, not 10 MB: room for a 5 MB picture link.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await putBytes(server, links[0].data.uploadUrl, png)).statusCode).toBe(200);
    const checked = await server.gql(UPLOAD_FILE, {
      token: learner.token,
      variables: { file: links[0].data.key, model: 'COMMENT_ATTACHMENT' },
    });
    expect(checked.body.data!.uploadFile.success).toBe(true);
    expect((await link(server, learner.token, 'PROFILE_PICTURE')).success).toBe(true);
    expect((await link(server, learner.token, 'COMMENT_ATTACHMENT')).code).toBe('UPLOAD_QUOTA_EXCEEDED');
    // A lecturer's course material has an allowance of its own.
    const lecturer = await userWithRole(server, 'LECTURER');
    for (let i = 0; i < 9; i++) expect((await link(server, lecturer.token, 'COURSE_VIDEO')).success).toBe(true);
    // A day later the learner may upload again.
    server.advanceTime(DAY + 60_000);
    expect((await link(server, learner.token, 'COMMENT_ATTACHMENT')).success).toBe(true);
  });
});

describe('uploads nobody uses are removed by a background job', () => {
  it('from local disk: unchecked uploads and unsent CVs a day old; checked and used files stay', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'manara-upload-expiry-'));
    const server = await createTestServer({ dataDir });
    try {
      const learner = await userWithRole(server, 'USER');
      const privatePath = (key: string) => path.join(dataDir, 'private-uploads', key);
      const sent = await link(server, learner.token, 'COMMENT_ATTACHMENT');
      expect((await putBytes(server, sent.data.uploadUrl, PDF)).statusCode).toBe(200);
      expect(existsSync(privatePath(sent.data.key))).toBe(true);
      const neverSent = await link(server, learner.token, 'PROFILE_PICTURE');
      const kept = await link(server, learner.token, 'COMMENT_ATTACHMENT');
      await putBytes(server, kept.data.uploadUrl, PDF);
      await server.gql(UPLOAD_FILE, {
        token: learner.token,
        variables: { file: kept.data.key, model: 'COMMENT_ATTACHMENT' },
      });
      // Two CVs sent by visitors: one application went out, the other never did.
      const cv = async () => {
        const l = await link(server, null, 'LECTURER_CV_FILE');
        await putBytes(server, l.data.uploadUrl, PDF);
        await server.gql(UPLOAD_FILE, { ip: freshIp(), variables: { file: l.data.key, model: 'LECTURER_CV_FILE' } });
        return l.data.key as string;
      };
      const [usedCv, unsentCv] = [await cv(), await cv()];
      const [usedCvFile] = await server.database.db.select().from(schema.files).where(eq(schema.files.key, usedCv));
      await insertApplication(server.database.db, usedCvFile!.id);

      // Not yet a day old: nothing goes.
      await runJobs(server);
      expect(await keysLeft(server)).toHaveLength(5);

      server.advanceTime(DAY + 60_000);
      await runJobs(server);
      expect((await keysLeft(server)).sort()).toEqual([kept.data.key, usedCv].sort());
      expect(existsSync(privatePath(sent.data.key))).toBe(false);
      expect(existsSync(privatePath(unsentCv))).toBe(false);
      expect(existsSync(privatePath(kept.data.key))).toBe(true);
      expect(neverSent.success).toBe(true);
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('from S3-compatible storage, through the storage port', async () => {
    const s3: S3StandIn = await startS3StandIn();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'manara-upload-expiry-s3-'));
    const server = await createTestServer({ dataDir, storage: createS3Storage(s3.config) });
    try {
      const learner = await userWithRole(server, 'USER');
      const l = await link(server, learner.token, 'COMMENT_ATTACHMENT');
      const headers = Object.fromEntries(l.data.headers.map((h: { name: string; value: string }) => [h.name, h.value]));
      expect((await fetch(l.data.uploadUrl, { method: 'PUT', headers, body: new Uint8Array(PDF) })).status).toBe(200);
      expect(s3.objects.has(`private/${l.data.key}`)).toBe(true);
      server.advanceTime(DAY + 60_000);
      await runJobs(server);
      expect(s3.objects.has(`private/${l.data.key}`)).toBe(false);
      expect(await keysLeft(server)).toEqual([]);
    } finally {
      await server.close();
      await s3.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

async function keysLeft(server: TestServer): Promise<string[]> {
  return (await server.database.db.select({ key: schema.files.key }).from(schema.files)).map((f) => f.key);
}
