import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, studioPeople, type StudioPeople } from '../../modules/catalog/testing/studio-people';
import { GENERATE_UPLOAD_LINK, UPLOAD_FILE } from '../../modules/files/testing/upload-flows';
import {
  asLecturers,
  headersOf,
  lessonNow,
  processingOf,
  saveLessonVideo,
  tusUpload,
  videoLessonDraft,
} from '../../modules/video/testing/video-lessons';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { bunnyEnv, startBunnyStandIn, type BunnyStandIn } from '../video/testing/bunny-stand-in';
import { bunnyWebhookSignature } from './bunny-signatures';

// Bunny Stream configured (decision 0062): the real adapter against a stand-in speaking Bunny's
// protocol — the video created through the Stream API, uploaded to the presigned tus endpoint,
// encoded, reported by the signed webhook — and the lesson READY with Bunny's length and thumbnail.

let bunny: BunnyStandIn;
let server: TestServer;
let people: StudioPeople;
let origin: string;
const bytes = Buffer.alloc(50_000, 3);

beforeAll(async () => {
  bunny = await startBunnyStandIn();
  server = await createTestServer({
    env: bunnyEnv(bunny),
  });
  people = await studioPeople(server, 'bunny-uploads.example');
  await asLecturers(server, people);
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  bunny.webhookUrl = `${origin}/webhooks/bunny-stream`;
});

afterAll(async () => {
  await server?.close();
  await bunny?.close();
});

async function bunnyLink(who = people.lecturer) {
  const envelope = await callAs(server, who, GENERATE_UPLOAD_LINK, { input: { model: 'COURSE_VIDEO' } });
  if (!envelope.data) throw new Error(JSON.stringify(envelope));
  return envelope.data;
}
const metadata = { filetype: 'video/mp4', title: 'lesson.mp4' };

describe('lesson videos on Bunny Stream', () => {
  it('creates the video at Bunny, uploads it by tus, and the webhook makes the lesson READY with Bunny’s length and thumbnail', async () => {
    const { lecturer } = people;
    const draft = await videoLessonDraft(server, lecturer);
    const link = await bunnyLink();
    expect(link).toMatchObject({ protocol: 'TUS', method: 'POST', uploadUrl: `${bunny.config.apiBaseUrl}/tusupload` });
    expect(link.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(bunny.statuses.get(link.key)).toBe(0);
    const headers = headersOf(link);
    expect(Object.keys(headers).sort()).toEqual([
      'AuthorizationExpire',
      'AuthorizationSignature',
      'LibraryId',
      'VideoId',
    ]);
    expect(headers.VideoId).toBe(link.key);

    // Checked before any byte arrived: nothing to accept.
    expect((await callAs(server, lecturer, UPLOAD_FILE, { file: link.key, model: 'COURSE_VIDEO' })).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(await tusUpload(link.uploadUrl, headers, bytes, metadata)).toEqual({ created: 201, patched: 204 });
    expect(bunny.videos.get(link.key)!.bytes).toEqual(bytes);

    const checked = await callAs(server, lecturer, UPLOAD_FILE, { file: link.key, model: 'COURSE_VIDEO' });
    expect(checked).toMatchObject({ success: true, data: { contentType: 'video/mp4', size: bytes.length } });
    expect((await saveLessonVideo(server, lecturer, draft, link.key, 42)).success).toBe(true);
    // Polling asks Bunny, which is still encoding.
    expect((await processingOf(server, lecturer, draft.program.id, link.key)).data).toMatchObject({
      status: 'PROCESSING',
      durationSeconds: null,
    });

    expect(await bunny.finishEncoding(link.key, { lengthSeconds: 754 })).toBe(200);
    expect((await processingOf(server, lecturer, draft.program.id, link.key)).data).toEqual({
      videoId: link.key,
      status: 'READY',
      failure: null,
      durationSeconds: 754,
      posterUrl: `https://vz-test.b-cdn.net/${link.key}/thumbnail.jpg`,
    });
    expect(await lessonNow(server, lecturer, draft)).toMatchObject({ videoId: link.key, durationSeconds: 754 });
    // The same report again changes nothing.
    expect(await bunny.finishEncoding(link.key, { lengthSeconds: 754 })).toBe(200);
  });

  it('refuses a tus upload with a bad signature, and a webhook not signed with the read-only key', async () => {
    const link = await bunnyLink();
    const headers = headersOf(link);
    const forged = {
      ...headers,
      AuthorizationSignature: headers.AuthorizationSignature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    expect((await tusUpload(link.uploadUrl, forged, bytes, metadata)).created).toBe(401);
    const later = { ...headers, AuthorizationExpire: String(Number(headers.AuthorizationExpire) + 60) };
    expect((await tusUpload(link.uploadUrl, later, bytes, metadata)).created).toBe(401);
    const other = await bunnyLink();
    expect((await tusUpload(link.uploadUrl, { ...headers, VideoId: other.key }, bytes, metadata)).created).toBe(401);

    expect(await tusUpload(link.uploadUrl, headers, bytes, metadata)).toEqual({ created: 201, patched: 204 });
    await callAs(server, people.lecturer, UPLOAD_FILE, { file: link.key, model: 'COURSE_VIDEO' });
    expect(await bunny.finishEncoding(link.key, { lengthSeconds: 30 }, bunny.config.apiKey)).toBe(401);
    const unsigned = await fetch(bunny.webhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ VideoLibraryId: 759, VideoGuid: link.key, Status: 3 }),
    });
    expect(unsigned.status).toBe(401);
    // Signed reports that say nothing of the encoding are taken and ignored.
    const captions = JSON.stringify({ VideoLibraryId: 759, VideoGuid: link.key, Status: 9 });
    const answered = await fetch(bunny.webhookUrl!, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-bunnystream-signature': bunnyWebhookSignature(captions, bunny.config.readOnlyApiKey!),
      },
      body: captions,
    });
    expect(answered.status).toBe(200);
    const [row] = await server.database.db.select().from(schema.files).where(eq(schema.files.key, link.key));
    expect(row!.videoStatus).toBe('PROCESSING');
    // Bunny did finish: the editor's polling asks it and finds so, even though no valid webhook came.
    const draft = await videoLessonDraft(server, people.lecturer);
    expect((await processingOf(server, people.lecturer, draft.program.id, link.key)).data.status).toBe('READY');
  });

  it('marks a video Bunny could not encode FAILED, and keeps promo videos off Bunny', async () => {
    const { lecturer } = people;
    const draft = await videoLessonDraft(server, lecturer);
    const link = await bunnyLink();
    await tusUpload(link.uploadUrl, headersOf(link), bytes, metadata);
    await callAs(server, lecturer, UPLOAD_FILE, { file: link.key, model: 'COURSE_VIDEO' });
    expect(await bunny.finishEncoding(link.key, { failed: true })).toBe(200);
    expect((await processingOf(server, lecturer, draft.program.id, link.key, 'en')).data).toMatchObject({
      status: 'FAILED',
      failure: 'notVideo',
    });
    const refused = await saveLessonVideo(server, lecturer, draft, link.key, 10, 'en');
    expect(refused.fieldErrors).toEqual([{ field: 'changes.videoId', message: expect.stringMatching(/not a video/) }]);

    const promo = await callAs(server, lecturer, GENERATE_UPLOAD_LINK, { input: { model: 'COURSE_PROMO_VIDEO' } });
    expect(promo.data).toMatchObject({ protocol: 'PUT', method: 'PUT' });
  });
});
