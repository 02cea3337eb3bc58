import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, studioPeople, type StudioPeople } from '../../modules/catalog/testing/studio-people';
import { GENERATE_UPLOAD_LINK, UPLOAD_FILE } from '../../modules/files/testing/upload-flows';
import { mp4Like } from '../../modules/video/testing/video-lessons';
import { createTestServer, type Json, type TestServer } from '../../testing/test-server';

// The tus 1.0 protocol spoken over HTTP to the API's own server (decision 0062): creation,
// PATCHes from an offset, HEAD to learn where to resume, and the grant checked on each request.

let server: TestServer;
let people: StudioPeople;
let dataDir: string;
let origin: string;
/** An MP4's first box, then filler: enough for the upload check to read it as video/mp4. */
const video = mp4Like(300_000);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'manara-tus-'));
  server = await createTestServer({ dataDir });
  people = await studioPeople(server, 'tus.example');
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function videoLink(token = people.admin.token): Promise<Json> {
  const res = await server.gql(GENERATE_UPLOAD_LINK, { token, variables: { input: { model: 'COURSE_VIDEO' } } });
  if (!res.body.data!.generateUploadLink.data) throw new Error(JSON.stringify(res.body));
  return res.body.data!.generateUploadLink.data;
}

const grantOf = (link: Json) => Object.fromEntries(link.headers.map((h: Json) => [h.name, h.value]));
const tus = (url: string, method: string, headers: Record<string, string>, body?: Buffer) =>
  fetch(new URL(url, origin), {
    method,
    headers: { 'tus-resumable': '1.0.0', ...headers },
    ...(body && { body: new Uint8Array(body) }),
  });
const patch = (location: string, grant: Record<string, string>, offset: number, bytes: Buffer) =>
  tus(
    location,
    'PATCH',
    { ...grant, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    bytes,
  );

describe('resumable video uploads (tus)', () => {
  it('gives staff a tus endpoint and a grant for a video', async () => {
    const link = await videoLink();
    expect(link).toMatchObject({
      protocol: 'TUS',
      method: 'POST',
      uploadUrl: expect.stringMatching(/\/uploads\/tus$/),
    });
    expect(Object.keys(grantOf(link))).toEqual(['upload-grant']);
  });

  it('creates, resumes from the server offset after a cut, finishes, and the check accepts the video', async () => {
    const link = await videoLink();
    const grant = grantOf(link);
    const created = await tus(new URL(link.uploadUrl).pathname, 'POST', {
      ...grant,
      'upload-length': String(video.length),
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/uploads\/tus\/[0-9a-f]{32}$/);

    expect((await patch(location, grant, 0, video.subarray(0, 100_000))).headers.get('upload-offset')).toBe('100000');
    // The connection drops; the client asks where to go on from.
    const head = await tus(location, 'HEAD', grant);
    expect(head.headers.get('upload-offset')).toBe('100000');
    expect((await patch(location, grant, 0, video.subarray(0, 10))).status).toBe(409);
    const last = await patch(location, grant, 100_000, video.subarray(100_000));
    expect(last.status).toBe(204);
    expect(last.headers.get('upload-offset')).toBe(String(video.length));

    expect(await readFile(path.join(dataDir, 'private-uploads', link.key))).toEqual(video);
    expect(await readdir(path.join(dataDir, 'resumable-uploads'))).toEqual([]);
    const checked = await callAs(server, people.admin, UPLOAD_FILE, { file: link.key, model: 'COURSE_VIDEO' });
    expect(checked).toMatchObject({ success: true, data: { contentType: 'video/mp4', size: video.length } });
    // Learners' players get a signed link to it, with seeking.
    const playback = await server.deps.video.playback(link.key, server.deps.now());
    expect(playback).toMatchObject({ isReady: true, player: 'FILE' });
    const played = await fetch(new URL(playback.finalUrl, origin), { headers: { range: 'bytes=0-15' } });
    expect(played.status).toBe(206);
    expect(Buffer.from(await played.arrayBuffer())).toEqual(video.subarray(0, 16));
    expect((await fetch(new URL(`/video/${link.key}?expires=1&sig=x`, origin))).status).toBe(403);
    // One object per grant.
    expect((await tus(new URL(link.uploadUrl).pathname, 'POST', { ...grant, 'upload-length': '10' })).status).toBe(409);
  });

  it('refuses a request without its grant, with a forged one, with another upload’s, or longer than allowed', async () => {
    const link = await videoLink();
    const grant = grantOf(link);
    const endpoint = new URL(link.uploadUrl).pathname;
    expect((await tus(endpoint, 'POST', { 'upload-length': '10' })).status).toBe(403);
    const forged = { 'upload-grant': grant['upload-grant'].replace(/max=\d+/, 'max=99999999999') };
    expect((await tus(endpoint, 'POST', { ...forged, 'upload-length': '10' })).status).toBe(403);
    expect((await tus(endpoint, 'POST', { ...grant, 'upload-length': String(link.maxBytes + 1) })).status).toBe(413);

    const created = await tus(endpoint, 'POST', { ...grant, 'upload-length': '10' });
    const location = created.headers.get('location')!;
    const other = grantOf(await videoLink());
    expect((await patch(location, other, 0, Buffer.alloc(10))).status).toBe(403);
    expect((await tus(location, 'HEAD', {})).status).toBe(403);
  });

  it('keeps learners on single-request links for their own files', async () => {
    const res = await server.gql(GENERATE_UPLOAD_LINK, {
      token: people.learner.token,
      variables: { input: { model: 'PROFILE_PICTURE' } },
    });
    expect(res.body.data!.generateUploadLink.data).toMatchObject({ protocol: 'PUT', method: 'PUT' });
  });
});
