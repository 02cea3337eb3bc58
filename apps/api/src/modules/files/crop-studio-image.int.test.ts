import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { MAKE_PUBLIC, UPLOAD_FILE, uploadBytes } from './testing/upload-flows';

const ENVELOPE = 'code message success fieldErrors { field message }';
const CROP = `mutation crop($input: CropStudioImageInput) { cropStudioImage(input: $input) { ${ENVELOPE} data { key } } }`;

let server: TestServer;
let dataDir: string;
let lecturer: string;
let learner: string;
/** 400×300: the left half red, the right half blue, so a crop's colour shows which part it kept. */
let halves: Buffer;

async function publishedImage(token: string, model: string, bytes = halves) {
  const { link } = await uploadBytes(server, token, model, bytes);
  await server.gql(UPLOAD_FILE, { token, variables: { file: link.key, model } });
  await server.gql(MAKE_PUBLIC, { token, variables: { input: [link.key] } });
  return link.key as string;
}

async function crop(token: string | undefined, input: Record<string, unknown>) {
  return (await server.gql(CROP, { token, variables: { input }, locale: 'en' })).body.data!.cropStudioImage;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'manara-crop-'));
  server = await createTestServer({ dataDir });
  const author = await signedInUser(server, { email: 'crop-lecturer@example.com' });
  await server.database.db.insert(schema.lecturers).values({ userId: author.user.id, status: 'APPROVED' });
  await server.database.db.update(schema.users).set({ role: 'LECTURER' }).where(eq(schema.users.id, author.user.id));
  lecturer = author.token;
  learner = (await signedInUser(server, { email: 'crop-learner@example.com' })).token;
  const red = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  halves = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .png()
    .toBuffer();
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('cropStudioImage', () => {
  it('publishes the chosen part as a new image of the same kind, keeping the original', async () => {
    const key = await publishedImage(lecturer, 'COURSE_THUMBNAIL');
    const cropped = await crop(lecturer, { key, x: 0, y: 0, width: 0.5, height: 0.75 });
    expect(cropped.success).toBe(true);
    expect(cropped.data.key).toMatch(/^files\/course-thumbnail\/[0-9a-f]{32}$/);
    expect(cropped.data.key).not.toBe(key);

    const image = await server.app.inject({ method: 'GET', url: `/media/${cropped.data.key}` });
    expect(image.statusCode).toBe(200);
    const { data, info } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([200, 225]);
    // Only the red half was kept.
    expect(data[0]!).toBeGreaterThan(200);
    expect(data[2]!).toBeLessThan(50);
    expect((await server.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(200);

    const [row] = await server.database.db.select().from(schema.files).where(eq(schema.files.key, cropped.data.key));
    expect(row).toMatchObject({ model: 'COURSE_THUMBNAIL', isPublic: true, contentType: 'image/webp' });
  });

  it('refuses whoever is not on the studio team', async () => {
    const key = await publishedImage(learner, 'PROFILE_PICTURE');
    expect((await crop(learner, { key, x: 0, y: 0, width: 1, height: 1 })).code).toBe('FORBIDDEN');
    expect((await crop(undefined, { key, x: 0, y: 0, width: 1, height: 1 })).code).toBe('UNAUTHENTICATED');
  });

  it('answers per-field errors for an area outside the image', async () => {
    const key = await publishedImage(lecturer, 'COURSE_THUMBNAIL');
    const outside = await crop(lecturer, { key, x: 0.6, y: -0.1, width: 0.5, height: 0.001 });
    expect(outside.code).toBe('VALIDATION_FAILED');
    expect(outside.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual(['height', 'width', 'y']);
    const unknown = await crop(lecturer, {
      key: `files/course-thumbnail/${'0'.repeat(32)}`,
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    });
    expect(unknown.fieldErrors).toEqual([{ field: 'key', message: expect.any(String) }]);
  });

  it('crops only published studio images', async () => {
    const { link } = await uploadBytes(server, lecturer, 'COURSE_THUMBNAIL', halves);
    await server.gql(UPLOAD_FILE, { token: lecturer, variables: { file: link.key, model: 'COURSE_THUMBNAIL' } });
    const unpublished = await crop(lecturer, { key: link.key, x: 0, y: 0, width: 1, height: 1 });
    expect(unpublished.fieldErrors).toEqual([{ field: 'key', message: expect.any(String) }]);
    const attachment = await publishedImage(lecturer, 'COMMENT_ATTACHMENT');
    const notStudio = await crop(lecturer, { key: attachment, x: 0, y: 0, width: 1, height: 1 });
    expect(notStudio.code).toBe('VALIDATION_FAILED');
  });
});
