import { schema } from '@manara/db';
import { verifyLecturerApplication, type Caller } from '@manara/domain';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertNamed } from '../catalog/testing/fixtures';
import { apply, EXE, lecturerCode, PDF, uploadCv } from './testing/application-flows';

let server: TestServer;
let dataDir: string;
let fieldOfTrainingId: string;
let jobTitleId: string;
let retiredJobTitleId: string;
let admin: Caller;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'manara-lecturers-'));
  server = await createTestServer({ dataDir });
  const db = server.database.db;
  fieldOfTrainingId = (await insertNamed(db, 'fieldsOfTraining', 'Sports nutrition', 'التغذية الرياضية')).id;
  jobTitleId = (await insertNamed(db, 'jobTitles', 'Coach', 'مدرب')).id;
  retiredJobTitleId = (await insertNamed(db, 'jobTitles', 'Retired title', 'لقب متوقف', false)).id;
  const { user } = await signedInUser(server, { email: 'admin@example.com' });
  await db.update(schema.users).set({ role: 'ADMIN' }).where(eq(schema.users.id, user.id));
  admin = { viewer: { userId: user.id, sessionId: 'test', role: 'ADMIN' }, ip: '127.0.0.1', userAgent: 'test' };
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A complete, valid application for `email`: a fresh code and a fresh CV unless given. */
async function validInput(email: string, overrides: Record<string, unknown> = {}, token: string | null = null) {
  const code = 'code' in overrides ? undefined : await lecturerCode(server, email);
  const cvFile = 'cvFile' in overrides ? undefined : (await uploadCv(server, PDF, token)).key;
  return {
    firstName: 'Mona',
    lastName: 'Adel',
    arFirstName: 'منى',
    arLastName: 'عادل',
    email,
    code,
    // An Egyptian mobile typed in Arabic-Indic digits.
    phone: '٠١٠٠ ١٢٣ ٤٥٦٧',
    phoneCountry: 'EG',
    fieldOfTrainingId,
    jobTitleId,
    enBio: 'Sports nutritionist with ten years of clinic work.',
    arBio: 'أخصائية تغذية رياضية بخبرة عشر سنوات.',
    cvFile,
    ...overrides,
  };
}

const applicationsOf = (email: string) =>
  server.database.db.select().from(schema.lecturerApplications).where(eq(schema.lecturerApplications.email, email));

describe('registerAsLecturer', () => {
  it('creates a pending application from a visitor with a verified e-mail, a real PDF CV and an Egyptian phone', async () => {
    const result = await apply(server, await validInput('Mona@Example.com'), { locale: 'en' });
    expect(result).toMatchObject({
      success: true,
      code: 'LECTURER_APPLICATION_SUBMITTED',
      data: { email: 'mona@example.com', status: 'PENDING' },
    });
    expect(result.message).toMatch(/review/);
    const [row] = await applicationsOf('mona@example.com');
    expect(row).toMatchObject({
      status: 'PENDING',
      userId: null,
      phone: '+201001234567',
      arFirstName: 'منى',
      jobTitleId,
      fieldOfTrainingId,
    });
    const [file] = await server.database.db.select().from(schema.files).where(eq(schema.files.id, row!.cvFileId));
    expect(file).toMatchObject({ ownerId: null, contentType: 'application/pdf', isPublic: false });
  });

  it('stores names and bios as plain text: markup tags are dropped, line breaks in bios kept', async () => {
    const input = await validInput('markup@example.com', {
      firstName: '<b>Mona</b>',
      arLastName: 'عادل<script>alert(1)</script>',
      enBio: '<p>Coach</p>\n<img src=x onerror=alert(1)>Ten years.',
      arBio: '<h1>مدربة</h1>',
    });
    expect((await apply(server, input)).success).toBe(true);
    const [row] = await applicationsOf('markup@example.com');
    expect(row).toMatchObject({
      firstName: 'Mona',
      arLastName: 'عادلalert(1)',
      enBio: 'Coach\nTen years.',
      arBio: 'مدربة',
    });
  });

  it('mails the code to an address with no account, in the request language', async () => {
    await lecturerCode(server, 'newcomer@example.com', { locale: 'ar' });
    const [mail] = await server.mails('newcomer@example.com');
    expect(mail!.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail!.text).toMatch(/\b\d{6}\b/);
  });

  it('refuses a missing, wrong or never-sent code, and keeps a consumed code from being used twice', async () => {
    const missing = await apply(server, await validInput('nocode@example.com', { code: '' }));
    expect(missing).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'code' }] });
    const neverSent = await apply(server, await validInput('neversent@example.com', { code: '123456' }));
    expect(neverSent).toMatchObject({ code: 'CODE_INVALID', fieldErrors: [{ field: 'code' }] });
    const good = await lecturerCode(server, 'wrongcode@example.com');
    const wrong = await apply(
      server,
      await validInput('wrongcode@example.com', { code: good === '000000' ? '111111' : '000000' }),
    );
    expect(wrong.code).toBe('CODE_INVALID');
    expect(await applicationsOf('wrongcode@example.com')).toHaveLength(0);
  });

  it('refuses a program disguised as a PDF and deletes it', async () => {
    const { key, checked } = await uploadCv(server, EXE);
    expect(checked).toMatchObject({ success: false, code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'file' }] });
    const result = await apply(server, await validInput('exe@example.com', { cvFile: key }), { locale: 'en' });
    expect(result).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'cvFile' }] });
    expect(await applicationsOf('exe@example.com')).toHaveLength(0);
  });

  it('checks an unconfirmed upload by its bytes too', async () => {
    const { GENERATE_UPLOAD_LINK, putBytes } = await import('../files/testing/upload-flows');
    const link = (await server.gql(GENERATE_UPLOAD_LINK, { variables: { input: { model: 'LECTURER_CV_FILE' } } })).body
      .data!.generateUploadLink.data;
    await putBytes(server, link.uploadUrl, EXE);
    const result = await apply(server, await validInput('unchecked@example.com', { cvFile: link.key }), {
      locale: 'en',
    });
    expect(result).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'cvFile', message: 'This type of file is not accepted here.' }],
    });
  });

  it("refuses someone else's CV and a CV already used by another application", async () => {
    const { token } = await signedInUser(server, { email: 'owner@example.com' });
    const theirs = (await uploadCv(server, PDF, token)).key;
    expect((await apply(server, await validInput('thief@example.com', { cvFile: theirs }))).fieldErrors).toEqual([
      expect.objectContaining({ field: 'cvFile' }),
    ]);
    const used = (await uploadCv(server, PDF)).key;
    expect((await apply(server, await validInput('first@example.com', { cvFile: used }))).success).toBe(true);
    const again = await apply(server, await validInput('second@example.com', { cvFile: used }));
    expect(again).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'cvFile' }] });
  });

  it('refuses a second pending application for the same e-mail', async () => {
    expect((await apply(server, await validInput('twice@example.com'))).success).toBe(true);
    const second = await apply(server, await validInput('twice@example.com'), { locale: 'en' });
    expect(second).toMatchObject({
      success: false,
      code: 'LECTURER_APPLICATION_PENDING',
      message: 'An application to teach with this email is already under review.',
    });
    expect(await applicationsOf('twice@example.com')).toHaveLength(1);
  });

  it('refuses an invalid phone and an inactive job title, with translated field errors', async () => {
    const phone = await apply(server, await validInput('phone@example.com', { phone: '٠١٢٣', phoneCountry: 'EG' }), {
      locale: 'ar',
    });
    expect(phone).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'phone', message: 'رقم الهاتف غير صحيح.' }],
    });
    const title = await apply(server, await validInput('title@example.com', { jobTitleId: retiredJobTitleId }));
    expect(title).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'jobTitleId' }] });
    const blank = await apply(server, { email: 'blank@example.com' }, { locale: 'en' });
    expect(blank.code).toBe('VALIDATION_FAILED');
    expect(blank.fieldErrors.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining([
        'firstName',
        'arFirstName',
        'code',
        'phone',
        'fieldOfTrainingId',
        'jobTitleId',
        'enBio',
        'arBio',
        'cvFile',
      ]),
    );
    expect(await applicationsOf('phone@example.com')).toHaveLength(0);
  });

  it('is rate-limited per address', async () => {
    const ip = '10.250.0.1';
    let last;
    for (let i = 0; i < 11; i++) last = await apply(server, { email: `flood${i}@example.com` }, { ip });
    expect(last.code).toBe('VALIDATION_FAILED');
    // Validation fails before counting; a well-formed flood is counted.
    const input = await validInput('flood@example.com', { code: '123456' });
    for (let i = 0; i < 10; i++) await apply(server, input, { ip });
    expect((await apply(server, input, { ip })).code).toBe('RATE_LIMITED');
  });
});

describe('verifyLecturerApplication', () => {
  it('approves: makes the account and the lecturer profile and queues the notification, once', async () => {
    const applied = await apply(server, await validInput('approve@example.com'));
    const outsider = { ...admin, viewer: { ...admin.viewer!, role: 'USER' as const } };
    await expect(
      verifyLecturerApplication(server.deps, outsider, { applicationId: applied.data.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const approved = await verifyLecturerApplication(server.deps, admin, { applicationId: applied.data.id });
    expect(approved.status).toBe('APPROVED');
    const db = server.database.db;
    const [user] = await db.select().from(schema.users).where(eq(schema.users.email, 'approve@example.com'));
    expect(user).toMatchObject({ role: 'LECTURER', phone: '+201001234567', passwordHash: null });
    expect(user!.emailVerifiedAt).not.toBeNull();
    const [lecturer] = await db.select().from(schema.lecturers).where(eq(schema.lecturers.userId, user!.id));
    expect(lecturer).toMatchObject({
      status: 'APPROVED',
      jobTitleId,
      fieldOfTrainingId,
      enBio: 'Sports nutritionist with ten years of clinic work.',
    });
    expect(lecturer!.cvUrl).toMatch(/^files\/lecturer-cv-file\//);
    const notes = await db.select().from(schema.notifications).where(eq(schema.notifications.userId, user!.id));
    expect(notes).toEqual([
      expect.objectContaining({
        targetModel: 'LECTURER',
        targetId: lecturer!.id,
        url: `/lecturers/${lecturer!.id}`,
        enTitle: 'Your lecturer application was approved',
      }),
    ]);
    const jobs = await db.select().from(schema.jobs);
    expect(jobs.some((job) => (job.payload as { notificationId?: string }).notificationId === notes[0]!.id)).toBe(true);

    await expect(
      verifyLecturerApplication(server.deps, admin, { applicationId: applied.data.id }),
    ).rejects.toMatchObject({ code: 'LECTURER_APPLICATION_REVIEWED' });
    // The approved lecturer is public now and cannot apply again.
    const profile = await server.gql(
      `query { lecturer(lecturerId: "${lecturer!.id}") { success data { enFullName } } }`,
    );
    expect(profile.body.data!.lecturer).toMatchObject({ success: true, data: { enFullName: 'Mona Adel' } });
  });

  it("links a signed-in applicant's own account, and refuses them once they are a lecturer", async () => {
    const { token, user } = await signedInUser(server, {
      email: 'member@example.com',
      firstName: 'Omar',
      lastName: 'Said',
    });
    const applied = await apply(server, await validInput('member@example.com', {}, token), { token });
    expect(applied.success).toBe(true);
    const [row] = await applicationsOf('member@example.com');
    expect(row!.userId).toBe(user.id);
    await verifyLecturerApplication(server.deps, admin, { applicationId: applied.data.id });
    const [lecturer] = await server.database.db
      .select()
      .from(schema.lecturers)
      .where(eq(schema.lecturers.userId, user.id));
    expect(lecturer!.status).toBe('APPROVED');
    const again = await apply(server, await validInput('member@example.com', {}, token), { token });
    expect(again.code).toBe('ALREADY_LECTURER');
  });

  it('answers NOT_FOUND for an unknown application', async () => {
    await expect(
      verifyLecturerApplication(server.deps, admin, { applicationId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
