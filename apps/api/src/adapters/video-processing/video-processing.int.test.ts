import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema } from '@manara/db';
import { jobHandlers, PROCESS_VIDEO_JOB, runDueJobs } from '@manara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, studioPeople, type StudioPeople } from '../../modules/catalog/testing/studio-people';
import { GENERATE_UPLOAD_LINK, UPLOAD_FILE } from '../../modules/files/testing/upload-flows';
import {
  asLecturers,
  headersOf,
  lessonNow,
  makeTestVideo,
  mp4Like,
  processingOf,
  saveLessonVideo,
  tusUpload,
  VIDEO_CREDENTIALS,
  videoLessonDraft,
} from '../../modules/video/testing/video-lessons';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { createFfmpegVideoProcessor } from './ffmpeg-video-processor';

// Lesson videos read on the server (decision 0062): a real MP4 made by ffmpeg goes up over tus,
// is checked, then the job runner reads its length and a poster frame with ffprobe and ffmpeg.

let server: TestServer;
let people: StudioPeople;
let dataDir: string;
let origin: string;
let realVideo: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'manara-video-processing-'));
  server = await createTestServer({ dataDir });
  people = await studioPeople(server, 'video-processing.example');
  await asLecturers(server, people);
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const file = path.join(dataDir, 'testsrc.mp4');
  await makeTestVideo(file, 2);
  realVideo = await readFile(file);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Uploads bytes as a lesson video over the local tus server and checks them; answers the key. */
async function uploadVideo(who: StudioPeople['lecturer'], bytes: Buffer): Promise<string> {
  const asked = await callAs(server, who, GENERATE_UPLOAD_LINK, { input: { model: 'COURSE_VIDEO' } });
  const link = asked.data;
  if (!link) throw new Error(JSON.stringify(asked));
  expect(link?.protocol, JSON.stringify(link)).toBe('TUS');
  const sent = await tusUpload(new URL(new URL(link.uploadUrl).pathname, origin).toString(), headersOf(link), bytes);
  expect(sent).toEqual({ created: 201, patched: 204 });
  const checked = await callAs(server, who, UPLOAD_FILE, { file: link.key, model: 'COURSE_VIDEO' });
  expect(checked.success, JSON.stringify(checked)).toBe(true);
  return link.key;
}

const runProcessing = () => runDueJobs(server.deps, { handlers: jobHandlers, kinds: [PROCESS_VIDEO_JOB] });

/** Passes the upload check's sniffing, but is no video. */
const fakeVideo = mp4Like(4_000, 7);

describe('lesson videos processed on the server', () => {
  it('reads a real video’s length and poster in the job runner; the lesson and the player take them', async () => {
    const { lecturer, learner } = people;
    const draft = await videoLessonDraft(server, lecturer);
    const key = await uploadVideo(lecturer, realVideo);

    // Checked, not yet read: the request answered before ffmpeg ran.
    for (const locale of ['ar', 'en'] as const)
      expect((await processingOf(server, lecturer, draft.program.id, key, locale)).data).toEqual({
        videoId: key,
        status: 'PROCESSING',
        failure: null,
        durationSeconds: null,
        posterUrl: null,
      });
    // Saved with the browser's reading as a first guess.
    expect((await saveLessonVideo(server, lecturer, draft, key, 99)).success).toBe(true);
    expect(await lessonNow(server, lecturer, draft)).toMatchObject({ videoId: key, durationSeconds: 99 });

    expect((await runProcessing()).done).toBe(1);
    const ready = (await processingOf(server, lecturer, draft.program.id, key)).data;
    expect(ready).toMatchObject({ status: 'READY', failure: null, durationSeconds: 2 });
    expect(ready.posterUrl).toMatch(/^\/media\/files\/video-poster\/[0-9a-f]{32}$/);
    expect(await lessonNow(server, lecturer, draft)).toMatchObject({ durationSeconds: 2 });

    // The poster is a public WebP of the first seconds, no wider than the video.
    const poster = await fetch(new URL(ready.posterUrl, origin));
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await poster.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    // An enrolled learner's player shows it before the video plays.
    await server.database.db
      .insert(schema.enrollments)
      .values({ userId: learner.userId!, programId: draft.program.id, source: 'ADMIN' });
    const credentials = await callAs(server, learner, VIDEO_CREDENTIALS, { input: { lessonId: draft.lessonId } });
    expect(credentials.data).toMatchObject({ isReady: true, player: 'FILE', posterUrl: ready.posterUrl });

    // A second pass finds nothing left to do.
    expect((await runProcessing()).done).toBe(0);
  }, 60_000);

  it('marks a file ffprobe cannot read FAILED, and refuses it for a lesson with a translated error', async () => {
    const { lecturer } = people;
    const draft = await videoLessonDraft(server, lecturer);
    const key = await uploadVideo(lecturer, fakeVideo);
    await runProcessing();
    expect((await processingOf(server, lecturer, draft.program.id, key)).data).toMatchObject({
      status: 'FAILED',
      failure: 'notVideo',
      durationSeconds: null,
      posterUrl: null,
    });
    const messages: string[] = [];
    for (const locale of ['ar', 'en'] as const) {
      const refused = await saveLessonVideo(server, lecturer, draft, key, 60, locale);
      expect(refused).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(refused.fieldErrors).toEqual([{ field: 'changes.videoId', message: expect.any(String) }]);
      messages.push(refused.fieldErrors[0].message);
    }
    expect(messages[0]).toMatch(/[\u0600-\u06FF]/);
    expect(messages[1]).toMatch(/not a video/);
    expect(await lessonNow(server, lecturer, draft)).toMatchObject({ videoId: null });
  }, 60_000);

  it('says so when ffmpeg is missing', async () => {
    const { lecturer } = people;
    const draft = await videoLessonDraft(server, lecturer);
    const working = server.deps.videoProcessor;
    server.deps.videoProcessor = createFfmpegVideoProcessor(
      { ffprobePath: '/nonexistent/ffprobe', ffmpegPath: '/nonexistent/ffmpeg' },
      () => path.join(dataDir, 'testsrc.mp4'),
    );
    try {
      const key = await uploadVideo(lecturer, realVideo);
      await runProcessing();
      expect((await processingOf(server, lecturer, draft.program.id, key)).data).toMatchObject({
        status: 'FAILED',
        failure: 'toolMissing',
      });
    } finally {
      server.deps.videoProcessor = working;
    }
  }, 60_000);

  it('shows the status to the program’s lecturer and administrators only', async () => {
    const { lecturer, otherLecturer, admin, learner, visitor, pendingLecturer } = people;
    const draft = await videoLessonDraft(server, lecturer);
    const key = await uploadVideo(lecturer, realVideo);
    await runProcessing();
    const ask = (who: typeof lecturer, programId = draft.program.id) => processingOf(server, who, programId, key);

    // Not saved yet: its uploader sees it through their program; an admin only once the program plays it.
    expect((await ask(lecturer)).data.status).toBe('READY');
    expect((await ask(admin)).code).toBe('NOT_FOUND');
    expect((await saveLessonVideo(server, lecturer, draft, key, 2)).success).toBe(true);
    expect((await ask(admin)).data.status).toBe('READY');

    // Another lecturer: not their program, nor (through a program of their own) their video.
    expect((await ask(otherLecturer)).code).toBe('NOT_FOUND');
    const theirs = await videoLessonDraft(server, otherLecturer);
    expect((await ask(otherLecturer, theirs.program.id)).code).toBe('NOT_FOUND');
    expect((await ask(learner)).code).toBe('FORBIDDEN');
    expect((await ask(pendingLecturer)).code).toBe('FORBIDDEN');
    expect((await ask(visitor)).code).toBe('UNAUTHENTICATED');

    // Nor may another lecturer put it in their lesson.
    const refused = await saveLessonVideo(server, otherLecturer, theirs, key, 2);
    expect(refused.fieldErrors).toEqual([{ field: 'changes.videoId', message: expect.any(String) }]);
  }, 60_000);
});
