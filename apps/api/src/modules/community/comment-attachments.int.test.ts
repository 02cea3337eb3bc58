import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { uploadBytes } from '../files/testing/upload-flows';
import {
  communityCounts,
  CREATE_COMMENT,
  DELETE_COMMENT,
  ENVELOPE,
  seedCommunity,
  type Member,
} from './testing/community-world';

const ATTACHED = `mutation createComment($input: CreateCommentInput) { createComment(input: $input) { ${ENVELOPE}
  data { id parentId attachment { key url name type size } } } }`;
const LISTED = `query comments($courseId: ID) { comments(courseId: $courseId) { ${ENVELOPE}
  data { items { id attachment { url name type } replies { id attachment { url name type } } } } } }`;

let server: TestServer;
let dataDir: string;
let world: Awaited<ReturnType<typeof seedCommunity>>;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'manara-comment-files-'));
  server = await createTestServer({ dataDir });
  world = await seedCommunity(server);
  png = await sharp({ create: { width: 320, height: 160, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = async (who: Member, bytes: Buffer, model = 'COMMENT_ATTACHMENT') =>
  (await uploadBytes(server, who.token, model, bytes)).link.key as string;
const post = (who: Member, input: Record<string, unknown>, locale: 'ar' | 'en' = 'en') =>
  who.act(ATTACHED, { input: { courseId: world.course.id, content: 'See the file', ...input } }, locale);
const counts = () => communityCounts(server.database.db);
const fileRow = async (key: string) =>
  (await server.database.db.select().from(schema.files).where(eq(schema.files.key, key)))[0];
const notificationsOf = (userId: string) =>
  server.database.db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId));

describe('createComment with an attachment', () => {
  it('attaches the caller’s own checked file, publishes it and shows it in the comment list', async () => {
    const key = await upload(world.owner, png);
    const res = await post(world.owner, { attachment: { key, name: '  <b>diagram</b>.png ' } });
    expect(res).toMatchObject({
      success: true,
      data: { attachment: { key, url: `/media/${key}`, name: 'diagram.png', type: 'image/png', size: png.length } },
    });
    expect(await fileRow(key)).toMatchObject({ isPublic: true, contentType: 'image/png' });
    const media = await server.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(media.statusCode).toBe(200);
    const listed = (await world.stranger.act(LISTED, { courseId: world.course.id })).data.items;
    expect(listed.find((c: { id: string }) => c.id === res.data.id).attachment).toEqual({
      url: `/media/${key}`,
      name: 'diagram.png',
      type: 'image/png',
    });

    const again = await post(world.owner, { attachment: { key, name: 'again.png' } });
    expect(again).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'attachment' }] });
  });

  it('accepts a PDF, and refuses another person’s file as missing, writing nothing', async () => {
    const key = await upload(world.other, pdf);
    const before = await counts();
    const stolen = await post(world.owner, { attachment: { key, name: 'not-mine.pdf' } });
    expect(stolen.code).toBe('NOT_FOUND');
    expect(await counts()).toEqual(before);
    expect(await fileRow(key)).toMatchObject({ isPublic: false });
    const own = await post(world.other, { attachment: { key, name: 'notes.pdf' } });
    expect(own.data.attachment).toMatchObject({ type: 'application/pdf', name: 'notes.pdf' });
  });

  it('refuses a program disguised as an image, deleting it, and a file uploaded for another purpose', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(400, 0x90)]);
    const key = await upload(world.owner, exe);
    const before = await counts();
    const res = await post(world.owner, { attachment: { key, name: 'photo.jpg' } }, 'ar');
    expect(res).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'file', message: expect.any(String) }],
    });
    expect(await fileRow(key)).toBeUndefined();
    const picture = await upload(world.owner, png, 'PROFILE_PICTURE');
    const wrongModel = await post(world.owner, { attachment: { key: picture, name: 'me.png' } });
    expect(wrongModel).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'model' }] });
    const badKey = await post(world.owner, { attachment: { key: '../etc/passwd', name: '' } });
    expect(badKey.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual([
      'attachment.key',
      'attachment.name',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('deletes the attached files with the comment and its replies', async () => {
    const key = await upload(world.owner, png);
    const top = await post(world.owner, { attachment: { key, name: 'a.png' } });
    const replyKey = await upload(world.other, pdf);
    await post(world.other, { parentId: top.data.id, attachment: { key: replyKey, name: 'b.pdf' } });
    expect((await world.owner.act(DELETE_COMMENT, { commentId: top.data.id })).success).toBe(true);
    expect(await fileRow(key)).toBeUndefined();
    expect(await fileRow(replyKey)).toBeUndefined();
    expect((await server.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
  });
});

describe('reply notifications', () => {
  it('tells the author of the comment answered, in both languages, and nobody else', async () => {
    const top = await world.owner.act(CREATE_COMMENT, { input: { courseId: world.course.id, content: 'Question' } });
    const ownerBefore = (await notificationsOf(world.owner.user.id)).length;
    const otherBefore = (await notificationsOf(world.other.user.id)).length;
    const reply = await world.other.act(CREATE_COMMENT, {
      input: { courseId: world.course.id, content: 'Answer', parentId: top.data.id },
    });
    const mine = await notificationsOf(world.owner.user.id);
    expect(mine.length).toBe(ownerBefore + 1);
    expect(mine.at(-1)).toMatchObject({
      targetModel: 'COMMENT',
      targetId: reply.data.id,
      enTitle: 'New reply to your comment',
      enBody: `Omar Fathy replied to your comment on ${world.course.enTitle}.`,
      arBody: expect.stringContaining('عمر فتحي'),
      url: `/program/${world.course.slug}#comment-${reply.data.id}`,
    });
    expect((await notificationsOf(world.other.user.id)).length).toBe(otherBefore);

    // Answering yourself notifies nobody; answering a reply notifies that reply's author only.
    await world.owner.act(CREATE_COMMENT, {
      input: { courseId: world.course.id, content: 'Thanks', parentId: top.data.id },
    });
    expect((await notificationsOf(world.owner.user.id)).length).toBe(ownerBefore + 1);
    await world.stranger.act(CREATE_COMMENT, {
      input: { courseId: world.course.id, content: 'Me too', parentId: reply.data.id },
    });
    expect((await notificationsOf(world.other.user.id)).length).toBe(otherBefore + 1);
    expect((await notificationsOf(world.owner.user.id)).length).toBe(ownerBefore + 1);
  });

  it('writes no notification when the reply is refused', async () => {
    const before = (await notificationsOf(world.owner.user.id)).length;
    const top = await world.owner.act(CREATE_COMMENT, { input: { courseId: world.course.id, content: 'Another' } });
    const refused = await world.other.act(CREATE_COMMENT, {
      input: { courseId: world.draft.id, content: 'x', parentId: top.data.id },
    });
    expect(refused.code).toBe('NOT_FOUND');
    expect((await notificationsOf(world.owner.user.id)).length).toBe(before);
  });
});
