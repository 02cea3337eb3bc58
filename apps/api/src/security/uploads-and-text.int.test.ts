import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAKE_PUBLIC, UPLOAD_FILE, uploadBytes } from '../modules/files/testing/upload-flows';
import { freshIp } from '../testing/auth-flows';
import { createTestServer, type TestServer } from '../testing/test-server';
import { personWithData, seedSecurityWorld } from './testing/security-world';
import { assertWellFormed } from './testing/well-formed';

/** docs/security.md: uploads with forged types, and stored XSS payloads kept as inert text by the API. */
let server: TestServer;
let world: Awaited<ReturnType<typeof seedSecurityWorld>>;
let token: string;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'manara-security-'));
  server = await createTestServer({ dataDir });
  world = await seedSecurityWorld(server);
  token = await world.alice.session();
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const forged: Array<[string, Buffer, string]> = [
  ['a Windows program sent as image/jpeg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]), 'image/jpeg'],
  [
    'an ELF program sent as image/png',
    Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(300)]),
    'image/png',
  ],
  [
    'an SVG with a script sent as image/png',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    'image/png',
  ],
  [
    'an SVG with an XML prolog',
    Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    'image/svg+xml',
  ],
  [
    'an HTML page sent as image/gif',
    Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
    'image/gif',
  ],
  ['a shell script sent as image/jpeg', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'image/jpeg'],
  [
    'a ZIP archive sent as image/png',
    Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]),
    'image/png',
  ],
  [
    'a PDF with JavaScript where images are expected',
    Buffer.from('%PDF-1.4\n1 0 obj<</OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n%%EOF'),
    'image/png',
  ],
];

const E = 'code success message fieldErrors { field message }';

describe('uploads are judged by their bytes', () => {
  it('every model gets an upload link whose size limit fits the schema (2 GiB overflowed GraphQL Int)', async () => {
    // Course material is for lecturers and administrators (decision 0035).
    const lecturer = await personWithData(server, 'Lecturer', world.course.id);
    await server.database.db
      .update(schema.users)
      .set({ role: 'LECTURER' })
      .where(eq(schema.users.id, lecturer.user.id));
    const lecturerToken = await lecturer.session();
    const models = [
      'PROFILE_PICTURE',
      'COMMENT_ATTACHMENT',
      'LECTURER_CV_FILE',
      'COURSE_ARTICLES',
      'COURSE_PROMO_VIDEO',
      'COURSE_VIDEO',
    ];
    for (const model of models) {
      const res = await server.gql(
        `mutation L($input: GenerateUploadLinkInput) { generateUploadLink(input: $input) { ${E} data { key maxBytes } } }`,
        {
          token: lecturerToken,
          variables: { input: { model } },
        },
      );
      const envelope = assertWellFormed('generateUploadLink', res)!;
      expect(envelope.success, model).toBe(true);
      expect(envelope.data.maxBytes, model).toBeLessThan(2 ** 31);
    }
  });

  for (const [name, bytes, claimed] of forged) {
    it(`refuses ${name} and deletes it`, async () => {
      const { link } = await uploadBytes(server, token, 'PROFILE_PICTURE', bytes, claimed);
      const res = await server.gql(UPLOAD_FILE, {
        token,
        locale: 'en',
        variables: { file: link.key, model: 'PROFILE_PICTURE' },
      });
      const envelope = assertWellFormed('uploadFile', res)!;
      expect(envelope).toMatchObject({
        code: 'VALIDATION_FAILED',
        success: false,
        data: null,
        fieldErrors: [{ field: 'file' }],
      });
      const again = await server.gql(UPLOAD_FILE, { token, variables: { file: link.key, model: 'PROFILE_PICTURE' } });
      expect(again.body.data!.uploadFile.code).toBe('NOT_FOUND');
    });
  }

  it('serves an image/script polyglot only as an inert image (typed, nosniff, sandboxed)', async () => {
    // Valid GIF and PNG headers followed by markup and script: accepted as images, never run.
    const gif = Buffer.concat([
      Buffer.from('GIF89a/*'),
      Buffer.alloc(20),
      Buffer.from('*/=1;alert(1);<script>alert(2)</script>'),
    ]);
    const png = Buffer.concat([PNG, Buffer.from('<html><script>alert(3)</script></html>')]);
    for (const [bytes, type] of [
      [gif, 'image/gif'],
      [png, 'image/png'],
    ] as const) {
      const { link } = await uploadBytes(server, token, 'COMMENT_ATTACHMENT', bytes, 'text/html');
      const published = await server.gql(MAKE_PUBLIC, { token, variables: { input: [link.key] } });
      expect(published.body.data!.makeFilesPublicAfterUpload).toMatchObject({
        success: true,
        data: { items: [{ contentType: type }] },
      });
      const media = await server.app.inject({ method: 'GET', url: `/media/${link.key}` });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe(type);
      expect(media.headers['x-content-type-options']).toBe('nosniff');
      expect(String(media.headers['content-security-policy'])).toContain('sandbox');
    }
  });
});

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
];

describe('stored XSS payloads are kept as text', () => {
  const UPDATE_PROFILE = `mutation U($input: UpdateUserProfileInput) { updateUserProfile(input: $input) { ${E} data { firstName arFirstName fullName } } }`;
  const updateNames = (firstName: string, locale: 'ar' | 'en' = 'en') =>
    server.gql(UPDATE_PROFILE, {
      token,
      locale,
      ip: freshIp(),
      variables: { input: { firstName, lastName: 'Test', arFirstName: firstName, arLastName: 'اختبار' } },
    });

  it('names lose markup tags like comments do (one plain-text rule, decision 0037)', async () => {
    const expected = ['Ali alert(1)', 'Ali', 'Ali ">', "Ali javascript:alert('x')"];
    for (const [i, payload] of PAYLOADS.entries()) {
      const envelope = assertWellFormed('updateUserProfile', await updateNames(`Ali ${payload}`))!;
      expect(envelope.success, JSON.stringify(envelope)).toBe(true);
      expect(envelope.data.firstName).toBe(expected[i]);
      expect(envelope.data.arFirstName).toBe(expected[i]);
      expect(envelope.data.fullName).not.toMatch(/<\s*[a-z]/i);
    }
  });

  it('a name that is only markup is refused as missing, in the request language', async () => {
    const en = assertWellFormed('updateUserProfile', await updateNames('<img src=x onerror=alert(1)>'))!;
    expect(en).toMatchObject({ code: 'VALIDATION_FAILED', success: false });
    expect(en.fieldErrors).toContainEqual({ field: 'firstName', message: 'This field is required.' });
    const ar = assertWellFormed('updateUserProfile', await updateNames('<b></b>', 'ar'))!;
    expect(ar.fieldErrors).toContainEqual({ field: 'firstName', message: 'هذا الحقل مطلوب.' });
  });

  it('sign-up stores names without markup', async () => {
    const email = `markup-${Date.now()}@example.com`;
    await server.gql('mutation R($input: RegisterAsUserInput) { registerAsUser(input: $input) { code } }', {
      ip: freshIp(),
      variables: {
        input: {
          email,
          password: 'Secret123',
          firstName: '<script>alert(1)</script>Mona',
          lastName: 'Adel<img src=x onerror=alert(1)>',
          arFirstName: '<b>منى</b>',
        },
      },
    });
    const [row] = await server.database.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(row).toMatchObject({ firstName: 'alert(1)Mona', lastName: 'Adel', arFirstName: 'منى' });
  });

  it('comments and reviews lose markup tags; a hostile contact message gets a well-formed answer', async () => {
    for (const payload of PAYLOADS) {
      const comment = await server.gql(
        `mutation C($input: CreateCommentInput) { createComment(input: $input) { ${E} data { content } } }`,
        {
          token,
          ip: freshIp(),
          variables: { input: { courseId: world.course.id, content: `hello ${payload} world` } },
        },
      );
      const c = assertWellFormed('createComment', comment)!;
      expect(c.success, JSON.stringify(c)).toBe(true);
      expect(c.data.content).not.toMatch(/<\s*(script|img|svg)/i);
      expect(c.data.content).toContain('hello');
    }
    const bobToken = await world.bob.session();
    const review = await server.gql(
      `mutation R($input: AddReviewInput) { addReview(input: $input) { ${E} data { review } } }`,
      {
        token: bobToken,
        ip: freshIp(),
        variables: { input: { learningProgramId: world.course.id, rating: 5, review: `great ${PAYLOADS[1]}` } },
      },
    );
    const r = assertWellFormed('addReview', review)!;
    expect(r.success, JSON.stringify(r)).toBe(true);
    expect(r.data.review).not.toContain('<img');
    const contact = await server.gql(
      `mutation M($input: SendContactMessageInput) { sendContactMessage(input: $input) { ${E} } }`,
      {
        ip: freshIp(),
        variables: {
          input: {
            name: PAYLOADS[0],
            email: 'x@example.com',
            phone: '+201001234567',
            message: PAYLOADS[1],
            subject: PAYLOADS[2],
          },
        },
      },
    );
    // Whatever the domain decides about the fields, the answer is a well-formed envelope.
    assertWellFormed('sendContactMessage', contact);
  });
});
