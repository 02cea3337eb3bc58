import { createHash } from 'node:crypto';
import { schema } from '@manara/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBunnyVideoProvider } from '../../adapters/video/bunny-video-provider';
import { startBunnyStandIn, type BunnyStandIn } from '../../adapters/video/testing/bunny-stand-in';
import { registerVideoRoutes } from '../../adapters/video/video-routes';
import { createTestServer, silentLogger, type TestServer } from '../../testing/test-server';
import { insertProgram, insertSyllabus } from '../catalog/testing/fixtures';
import { learner, type Learner } from '../commerce/testing/commerce-world';

const CREDENTIALS = `query getBunnyViewVideoCredentials($input: VideoCredentialsInput) {
  getBunnyViewVideoCredentials(input: $input) { code message success data { finalUrl isReady expiresAt player } } }`;

let server: TestServer;
let videoApp: FastifyInstance;
let enrolled: Learner;
let outsider: Learner;
const lessons: Record<'preview' | 'locked' | 'noVideo' | 'missingFile' | 'draftPreview', string> = {} as never;

async function lessonIds(programId: string) {
  const rows = await server.database.db
    .select({ id: schema.lessons.id, enTitle: schema.lessons.enTitle })
    .from(schema.lessons);
  return Object.fromEntries(
    rows.filter((r) => r.enTitle.startsWith(programId.slice(0, 8))).map((r) => [r.enTitle.split(':')[1]!, r.id]),
  );
}

beforeAll(async () => {
  server = await createTestServer();
  videoApp = Fastify();
  registerVideoRoutes(videoApp, server.deps);
  await videoApp.ready();

  const program = await insertProgram(server.database.db, { enTitle: 'Video Course', arTitle: 'دورة الفيديو' });
  const tag = program.id.slice(0, 8);
  await insertSyllabus(server.database.db, program.id, [
    {
      enTitle: 'One',
      arTitle: 'واحد',
      lessons: [
        { enTitle: `${tag}:preview`, videoId: 'demo-1', isPreview: true },
        { enTitle: `${tag}:locked`, videoId: 'demo-2' },
        { enTitle: `${tag}:noVideo`, type: 'ARTICLE' },
        { enTitle: `${tag}:missingFile`, videoId: 'no-such-file' },
      ],
    },
  ]);
  const draft = await insertProgram(server.database.db, {
    enTitle: 'Draft Course',
    arTitle: 'مسودة',
    publicationStatus: 'DRAFT',
  });
  await insertSyllabus(server.database.db, draft.id, [
    {
      enTitle: 'D',
      arTitle: 'د',
      lessons: [{ enTitle: `${draft.id.slice(0, 8)}:draftPreview`, videoId: 'demo-3', isPreview: true }],
    },
  ]);
  Object.assign(lessons, await lessonIds(program.id), await lessonIds(draft.id));

  enrolled = await learner(server);
  outsider = await learner(server);
  await server.database.db
    .insert(schema.enrollments)
    .values({ userId: enrolled.user.id, programId: program.id, source: 'ADMIN' });
});
afterAll(async () => {
  await videoApp?.close();
  await server?.close();
});

const visitor = async (lessonId: unknown) =>
  (await server.gql(CREDENTIALS, { variables: { input: { lessonId } }, locale: 'en' })).body.data!
    .getBunnyViewVideoCredentials;
const fetchVideo = (url: string, headers: Record<string, string> = {}) =>
  videoApp.inject({ method: 'GET', url, headers });

describe('getBunnyViewVideoCredentials (local files)', () => {
  it('plays a preview lesson for anyone, signed in or not', async () => {
    for (const envelope of [
      await visitor(lessons.preview),
      await outsider.call(CREDENTIALS, { input: { lessonId: lessons.preview } }),
    ]) {
      expect(envelope).toMatchObject({ code: 'OK', success: true, data: { isReady: true, player: 'FILE' } });
      expect(envelope.data.finalUrl).toMatch(/^\/video\/demo-1\?expires=\d+&sig=[\w-]+$/);
      expect(new Date(envelope.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('keeps other lessons from visitors (UNAUTHENTICATED) and non-enrolled learners (FORBIDDEN)', async () => {
    expect(await visitor(lessons.locked)).toMatchObject({ code: 'UNAUTHENTICATED', success: false, data: null });
    expect(await outsider.call(CREDENTIALS, { input: { lessonId: lessons.locked } })).toMatchObject({
      code: 'FORBIDDEN',
      success: false,
      data: null,
    });
  });

  it('gives enrolled learners every video lesson', async () => {
    const envelope = await enrolled.call(CREDENTIALS, { input: { lessonId: lessons.locked } });
    expect(envelope).toMatchObject({ success: true, data: { isReady: true, player: 'FILE' } });
    expect(envelope.data.finalUrl).toMatch(/^\/video\/demo-2\?/);
  });

  it('reports a missing file as not ready', async () => {
    const envelope = await enrolled.call(CREDENTIALS, { input: { lessonId: lessons.missingFile } });
    expect(envelope).toMatchObject({ success: true, data: { isReady: false } });
    expect((await fetchVideo(envelope.data.finalUrl)).statusCode).toBe(404);
  });

  it('is NOT_FOUND for unknown and malformed ids, lessons without video and unpublished previews', async () => {
    for (const lessonId of [
      '00000000-0000-4000-8000-000000000000',
      'nope',
      '',
      lessons.noVideo,
      lessons.draftPreview,
    ]) {
      expect(await enrolled.call(CREDENTIALS, { input: { lessonId } })).toMatchObject({
        code: 'NOT_FOUND',
        success: false,
      });
    }
    expect(await visitor(lessons.draftPreview)).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /video/<key>', () => {
  const signedUrl = async () =>
    (await enrolled.call(CREDENTIALS, { input: { lessonId: lessons.locked } })).data.finalUrl as string;

  it('serves the whole MP4 with its content type and byte ranges for seeking', async () => {
    const url = await signedUrl();
    const whole = await fetchVideo(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const size = whole.rawPayload.length;
    expect(Number(whole.headers['content-length'])).toBe(size);
    // An MP4 starts with its ftyp box.
    expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const part = await fetchVideo(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);

    const tail = await fetchVideo(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);

    const beyond = await fetchVideo(url, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('refuses forged signatures, another video and URLs without a signature', async () => {
    const url = new URL(await signedUrl(), 'http://x');
    const sig = url.searchParams.get('sig')!;
    const forged = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(
      (await fetchVideo(`/video/demo-2?expires=${url.searchParams.get('expires')}&sig=${forged}`)).statusCode,
    ).toBe(403);
    expect((await fetchVideo(`/video/demo-1${url.search}`)).statusCode).toBe(403);
    expect((await fetchVideo('/video/demo-2')).statusCode).toBe(403);
    expect(
      (await fetchVideo(`/video/demo-2?expires=${Number(url.searchParams.get('expires')) + 60}&sig=${sig}`)).statusCode,
    ).toBe(403);
  });

  it('stops working after expiry (a copied URL goes stale)', async () => {
    const url = await signedUrl();
    expect((await fetchVideo(url)).statusCode).toBe(200);
    server.advanceTime(3 * 60 * 60 * 1000 + 1000);
    const expired = await fetchVideo(url, { range: 'bytes=0-9' });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ code: 'LINK_EXPIRED' });
  });
});

describe('getBunnyViewVideoCredentials (Bunny Stream)', () => {
  let standIn: BunnyStandIn;
  let bunnyServer: TestServer;
  beforeAll(async () => {
    standIn = await startBunnyStandIn();
    bunnyServer = await createTestServer({ video: createBunnyVideoProvider(standIn.config, { logger: silentLogger }) });
  });
  afterAll(async () => {
    await bunnyServer?.close();
    await standIn?.close();
  });

  it('returns the signed iframe URL and readiness from the Stream API', async () => {
    const program = await insertProgram(bunnyServer.database.db, { enTitle: 'Bunny Course', arTitle: 'دورة' });
    await insertSyllabus(bunnyServer.database.db, program.id, [
      { enTitle: 'S', arTitle: 'س', lessons: [{ enTitle: 'p', videoId: 'guid-1', isPreview: true }] },
    ]);
    const [lesson] = await bunnyServer.database.db.select({ id: schema.lessons.id }).from(schema.lessons);
    const ask = async () =>
      (await bunnyServer.gql(CREDENTIALS, { variables: { input: { lessonId: lesson!.id } } })).body.data!
        .getBunnyViewVideoCredentials;

    standIn.statuses.set('guid-1', 3);
    const processing = await ask();
    expect(processing).toMatchObject({ success: true, data: { isReady: false, player: 'IFRAME' } });
    expect(processing.data.finalUrl).toMatch(
      /^https:\/\/iframe\.mediadelivery\.net\/embed\/759\/guid-1\?token=[0-9a-f]{64}&expires=\d+$/,
    );
    // The token is SHA-256 hex of key + video id + expiry (seconds), computed here on its own.
    const embed = new URL(processing.data.finalUrl);
    const expires = embed.searchParams.get('expires')!;
    expect(embed.searchParams.get('token')).toBe(
      createHash('sha256').update(`token-auth-key${'guid-1'}${expires}`).digest('hex'),
    );
    expect(Number(expires) * 1000).toBe(Date.parse(processing.data.expiresAt));
    expect(Number(expires) * 1000).toBeGreaterThan(Date.now());
    standIn.statuses.set('guid-1', 4);
    expect((await ask()).data.isReady).toBe(true);
  });
});
