import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { schema } from '@manara/db';
import { inArray } from 'drizzle-orm';
import {
  callAs,
  curriculumWriter,
  type Draft,
  type StudioPeople,
  type StudioPerson,
} from '../../catalog/testing/studio-people';
import type { Json, TestServer } from '../../../testing/test-server';

// What the video-processing tests share (decision 0062): a draft with one video lesson, its
// saves, the studio's processing query, and a real small video made with ffmpeg.

const ENVELOPE = 'code message success fieldErrors { field message }';
const LESSONS = 'program { id version } sections { id lessons { id videoId durationSeconds } }';

export const VIDEO_PROCESSING = `query studioVideoProcessing($input: VideoProcessingInput) { studioVideoProcessing(input: $input) {
  ${ENVELOPE} data { videoId status failure durationSeconds posterUrl } } }`;
export const VIDEO_CREDENTIALS = `query credentials($input: VideoCredentialsInput) { getBunnyViewVideoCredentials(input: $input) {
  ${ENVELOPE} data { finalUrl isReady player posterUrl } } }`;

const inputTypes = { addSection: 'AddSectionInput', addLesson: 'AddLessonInput', updateLesson: 'UpdateLessonInput' };
type Write = keyof typeof inputTypes;
const mutation = (name: Write) =>
  `mutation ${name}($input: ${inputTypes[name]}) { ${name}(input: $input) { ${ENVELOPE} data { ${LESSONS} } } }`;

export interface VideoLessonDraft {
  program: Draft;
  lessonId: string;
}

/** A draft course of `who` with one section holding one (empty) video lesson. */
export async function videoLessonDraft(server: TestServer, who: StudioPerson): Promise<VideoLessonDraft> {
  const write = curriculumWriter(() => server, mutation);
  const created = await callAs(
    server,
    who,
    `mutation createProgram($input: CreateProgramInput) { createProgram(input: $input) { ${ENVELOPE} data { id version slug } } }`,
    { input: { type: 'COURSE', arTitle: 'دورة الفيديو', enTitle: `Video ${Math.random().toString(36).slice(2, 8)}` } },
  );
  const program = created.data as Draft;
  const section = await write(who, program, 'addSection', { arTitle: 'القسم', enTitle: 'Section' });
  const added = await write(who, program, 'addLesson', {
    sectionId: section.data.sections[0].id,
    type: 'VIDEO',
    arTitle: 'درس فيديو',
    enTitle: 'Video lesson',
  });
  return { program, lessonId: added.data.sections[0].lessons[0].id };
}

/** Saves the lesson's video with the browser's reading of its length; answers the envelope. */
export async function saveLessonVideo(
  server: TestServer,
  who: StudioPerson,
  draft: VideoLessonDraft,
  videoId: string,
  browserSeconds: number,
  locale?: 'ar' | 'en',
): Promise<Json> {
  const write = curriculumWriter(() => server, mutation);
  return write(
    who,
    draft.program,
    'updateLesson',
    { lessonId: draft.lessonId, changes: { videoId, durationSeconds: browserSeconds } },
    locale,
  );
}

/** The lesson as its editors see it now. */
export async function lessonNow(server: TestServer, who: StudioPerson, draft: VideoLessonDraft): Promise<Json> {
  const curriculum = await callAs(
    server,
    who,
    `query studioCurriculum($programId: ID) { studioCurriculum(programId: $programId) { ${ENVELOPE} data { sections { lessons { id videoId durationSeconds } } } } }`,
    { programId: draft.program.id },
  );
  return curriculum.data.sections[0].lessons[0];
}

export const processingOf = (
  server: TestServer,
  who: StudioPerson,
  programId: string,
  videoId: string,
  locale?: 'ar' | 'en',
) => callAs(server, who, VIDEO_PROCESSING, { input: { programId, videoId } }, locale);

/** A real MP4 of `seconds` seconds (ffmpeg's test pattern), written to `file`. */
export async function makeTestVideo(file: string, seconds = 2): Promise<void> {
  await promisify(execFile)(
    '/usr/bin/ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc=duration=${seconds}:size=320x240:rate=10`,
      '-c:v',
      'mpeg4',
      '-movflags',
      '+faststart',
      file,
    ],
    { timeout: 60_000 },
  );
}

/** Sends bytes to a tus endpoint in one creation and one PATCH (the protocol's shortest upload). */
export async function tusUpload(
  endpoint: string,
  headers: Record<string, string>,
  bytes: Buffer,
  metadata: Record<string, string> = {},
): Promise<{ created: number; patched: number }> {
  const tusHeaders = { 'tus-resumable': '1.0.0', ...headers };
  const encoded = Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const created = await fetch(endpoint, {
    method: 'POST',
    headers: { ...tusHeaders, 'upload-length': String(bytes.length), ...(encoded && { 'upload-metadata': encoded }) },
  });
  await created.body?.cancel();
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) return { created: created.status, patched: 0 };
  const patched = await fetch(new URL(location, endpoint), {
    method: 'PATCH',
    headers: { ...tusHeaders, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(bytes),
  });
  await patched.body?.cancel();
  return { created: created.status, patched: patched.status };
}

/** A link's headers as an object. */
export const headersOf = (link: Json): Record<string, string> =>
  Object.fromEntries(link.headers.map((h: Json) => [h.name, h.value]));

/** Approved lecturers carry the LECTURER role, which uploading course material needs (decision 0035). */
export async function asLecturers(server: TestServer, people: StudioPeople): Promise<void> {
  const ids = [people.lecturer.userId!, people.otherLecturer.userId!];
  await server.database.db.update(schema.users).set({ role: 'LECTURER' }).where(inArray(schema.users.id, ids));
}

/** An MP4's first box (so the upload check takes it for a video), then `filler` bytes that are no video. */
export const mp4Like = (filler: number, fill = 1): Buffer =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom'),
    Buffer.alloc(filler, fill),
  ]);
