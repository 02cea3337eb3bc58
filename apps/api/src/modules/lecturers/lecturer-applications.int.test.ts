import { schema } from '@manara/db';
import { and, eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, signedInUser } from '../../testing/auth-flows';
import { createTestServer, type GqlOptions, type TestServer } from '../../testing/test-server';
import { insertNamed } from '../catalog/testing/fixtures';
import { apply, lecturerCode, PDF, uploadCv } from './testing/application-flows';

// The studio's lecturer applications (docs/product/studio.md, decision 0051).

const E = 'code success message fieldErrors { field message }';
const ROW = 'id email firstName lastName arFirstName arLastName status createdAt reviewedAt';
const QUEUE = `query studioLecturerApplications($paginate: PaginateInput, $status: LecturerStatus, $search: String) { studioLecturerApplications(paginate: $paginate, status: $status, search: $search) { ${E} data { pageInfo { totalCount } items { ${ROW} } } } }`;
const DETAIL = `query studioLecturerApplication($id: ID) { studioLecturerApplication(applicationId: $id) { ${E} data { application { ${ROW} } phone fieldOfTraining { enName arName } jobTitle { enName arName } enBio arBio rejectionReason userId lecturerId } } }`;
const CV_LINK = `mutation lecturerApplicationCvLink($id: ID) { lecturerApplicationCvLink(applicationId: $id) { ${E} data { url expiresAt } } }`;
const APPROVE = `mutation verifyLecturerApplication($id: ID) { verifyLecturerApplication(applicationId: $id) { ${E} data { ${ROW} } } }`;
const REJECT = `mutation rejectLecturerApplication($id: ID, $reason: String) { rejectLecturerApplication(applicationId: $id, reason: $reason) { ${E} data { ${ROW} } } }`;
const MINE = `query myLecturerApplication { myLecturerApplication { ${E} data { id status rejectionReason reviewedAt reapplyAt } } }`;
const CREATE_PROGRAM = `mutation createProgram { createProgram(input: { type: COURSE, arTitle: "دورة", enTitle: "First course" }) { ${E} data { id } } }`;

let server: TestServer;
let dataDir: string;
let fieldOfTrainingId: string;
let jobTitleId: string;
const tokens: Record<'learner' | 'lecturer' | 'admin', string> = { learner: '', lecturer: '', admin: '' };
let adminId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'manara-applications-'));
  server = await createTestServer({ dataDir });
  const db = server.database.db;
  fieldOfTrainingId = (await insertNamed(db, 'fieldsOfTraining', 'Physiotherapy', 'العلاج الطبيعي')).id;
  jobTitleId = (await insertNamed(db, 'jobTitles', 'Physiotherapist', 'أخصائي علاج طبيعي')).id;
  for (const role of ['learner', 'lecturer', 'admin'] as const) {
    const { token, user } = await signedInUser(server, { email: `${role}@queue.test` });
    tokens[role] = token;
    if (role === 'lecturer') await db.insert(schema.lecturers).values({ userId: user.id, status: 'APPROVED' });
    if (role === 'admin') {
      adminId = user.id;
      await db.update(schema.users).set({ role: 'ADMIN' }).where(eq(schema.users.id, user.id));
    }
  }
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Applies as `email` (signed in with `token`, or a visitor) in `locale`; answers the application id. */
async function applyAs(
  email: string,
  names: { firstName: string; lastName: string; arFirstName: string; arLastName: string },
  options: { token?: string | null; locale?: 'ar' | 'en' } = {},
): Promise<string> {
  const token = options.token ?? null;
  const input = {
    ...names,
    email,
    code: await lecturerCode(server, email),
    phone: '01001234567',
    phoneCountry: 'EG',
    fieldOfTrainingId,
    jobTitleId,
    enBio: `${names.firstName} treats runners' injuries.`,
    arBio: `${names.arFirstName} تعالج إصابات العدّائين.`,
    cvFile: (await uploadCv(server, PDF, token)).key,
  };
  const result = await apply(server, input, { token, locale: options.locale ?? 'ar' });
  if (!result.success) throw new Error(`application refused: ${result.code}`);
  return result.data.id as string;
}

async function gql(query: string, variables: Record<string, unknown>, options: GqlOptions = {}) {
  const res = await server.gql(query, { ip: freshIp(), token: tokens.admin, locale: 'en', ...options, variables });
  const [field] = Object.values(res.body.data ?? {});
  if (!field) throw new Error(JSON.stringify(res.body));
  return field;
}

const auditOf = (id: string) =>
  server.database.db
    .select()
    .from(schema.auditEntries)
    .where(and(eq(schema.auditEntries.entityType, 'lecturerApplication'), eq(schema.auditEntries.entityId, id)));

const samira = { firstName: 'Samira', lastName: 'Fathy', arFirstName: 'سميرة', arLastName: 'فتحي' };
const karim = { firstName: 'Karim', lastName: 'Nabil', arFirstName: 'كريم', arLastName: 'نبيل' };

describe('the studio queue of lecturer applications', () => {
  it('pages on the server, lists pending first, filters by status and searches names in both languages and e-mails', async () => {
    const first = await applyAs('samira@queue.test', samira);
    const second = await applyAs('karim@queue.test', karim);
    const decided = await applyAs('decided@queue.test', { ...karim, firstName: 'Decided' });
    expect((await gql(REJECT, { id: decided, reason: 'Not a physiotherapist.' })).success).toBe(true);

    const all = await gql(QUEUE, { paginate: { page: 1, limit: 2 } });
    expect(all).toMatchObject({ success: true, data: { pageInfo: { totalCount: 3 } } });
    // Pending first, the longest waiting first among them; the page holds two.
    expect(all.data.items.map((row: { id: string }) => row.id)).toEqual([first, second]);
    const page2 = await gql(QUEUE, { paginate: { page: 2, limit: 2 } });
    expect(page2.data.items.map((row: { id: string }) => row.id)).toEqual([decided]);

    const rejected = await gql(QUEUE, { status: 'REJECTED' });
    expect(rejected.data.items).toEqual([expect.objectContaining({ id: decided, status: 'REJECTED' })]);
    expect((await gql(QUEUE, { search: 'سميرة فت' })).data.items).toEqual([expect.objectContaining({ id: first })]);
    expect((await gql(QUEUE, { search: 'KARIM@queue' })).data.items).toEqual([expect.objectContaining({ id: second })]);
    expect((await gql(QUEUE, { search: '100%_' })).data).toMatchObject({ pageInfo: { totalCount: 0 }, items: [] });
  });

  it('shows every field the applicant gave', async () => {
    const id = await applyAs('detail@queue.test', samira);
    const detail = await gql(DETAIL, { id });
    expect(detail).toMatchObject({
      success: true,
      data: {
        application: { id, email: 'detail@queue.test', ...samira, status: 'PENDING', reviewedAt: null },
        phone: '+201001234567',
        fieldOfTraining: { enName: 'Physiotherapy', arName: 'العلاج الطبيعي' },
        jobTitle: { enName: 'Physiotherapist', arName: 'أخصائي علاج طبيعي' },
        enBio: "Samira treats runners' injuries.",
        arBio: 'سميرة تعالج إصابات العدّائين.',
        rejectionReason: null,
        userId: null,
        lecturerId: null,
      },
    });
    const missing = await gql(DETAIL, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing).toMatchObject({ success: false, code: 'NOT_FOUND', data: null });
  });

  it('opens the CV through a signed link that only an administrator gets and that expires', async () => {
    const id = await applyAs('cv@queue.test', samira);
    const link = await gql(CV_LINK, { id });
    expect(link.success).toBe(true);
    expect(link.data.url).toMatch(new RegExp(`^/invoices/lecturer-cvs/${id}\\?token=`));
    const opened = await server.app.inject({ method: 'GET', url: link.data.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.rawPayload.equals(PDF)).toBe(true);

    // Another application's id with this token, a forged token, no token: refused like an unknown id.
    const other = await applyAs('cv-other@queue.test', karim);
    const token = new URL(link.data.url, 'http://x').searchParams.get('token')!;
    for (const url of [
      `/invoices/lecturer-cvs/${other}?token=${token}`,
      `/invoices/lecturer-cvs/${id}?token=${token.slice(0, -2)}xx`,
      `/invoices/lecturer-cvs/${id}`,
    ])
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);

    // A learner, a lecturer and a visitor get no link.
    expect((await gql(CV_LINK, { id }, { token: tokens.learner })).code).toBe('FORBIDDEN');
    expect((await gql(CV_LINK, { id }, { token: tokens.lecturer })).code).toBe('FORBIDDEN');
    expect((await gql(CV_LINK, { id }, { token: null })).code).toBe('UNAUTHENTICATED');

    // Once its time is up, the same link opens nothing.
    const expiresIn = new Date(link.data.expiresAt).getTime() - server.deps.now().getTime();
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60 * 1000);
    server.advanceTime(expiresIn + 1000);
    expect((await server.app.inject({ method: 'GET', url: link.data.url })).statusCode).toBe(404);
  });
});

describe('deciding an application', () => {
  it('approves once: the applicant becomes a lecturer who can create programs, told in their language, audited', async () => {
    const { token, user } = await signedInUser(server, { email: 'applicant@queue.test' });
    const id = await applyAs('applicant@queue.test', samira, { token, locale: 'en' });
    // Not a lecturer yet: the studio's door is shut.
    expect((await gql(CREATE_PROGRAM, {}, { token })).code).toBe('FORBIDDEN');

    const approved = await gql(APPROVE, { id }, { locale: 'ar' });
    expect(approved).toMatchObject({
      success: true,
      code: 'LECTURER_APPLICATION_APPROVED',
      data: { status: 'APPROVED' },
    });
    const db = server.database.db;
    const [account] = await db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(account!.role).toBe('LECTURER');
    const [lecturer] = await db.select().from(schema.lecturers).where(eq(schema.lecturers.userId, user.id));
    expect(lecturer).toMatchObject({ status: 'APPROVED', enBio: "Samira treats runners' injuries." });
    expect((await gql(CREATE_PROGRAM, {}, { token })).code).toBe('PROGRAM_CREATED');

    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'lecturerApplication.approve',
      before: expect.objectContaining({ status: 'PENDING' }),
      after: expect.objectContaining({ status: 'APPROVED', lecturerId: lecturer!.id, role: 'LECTURER' }),
    });
    const [mail] = await server.mails('applicant@queue.test');
    expect(mail).toMatchObject({ template: 'lecturer-application/approved', locale: 'EN' });
    expect(mail!.subject).toBe('Your application to teach on Manara was approved');
    expect(mail!.text).toContain('/studio');

    // A second click, or a rejection after it: the decision stands.
    for (const again of [await gql(APPROVE, { id }), await gql(REJECT, { id, reason: 'Changed my mind' })])
      expect(again).toMatchObject({ success: false, code: 'LECTURER_APPLICATION_REVIEWED', data: null });
    expect(await auditOf(id)).toHaveLength(1);
    const mine = await gql(MINE, {}, { token });
    expect(mine.data).toMatchObject({ id, status: 'APPROVED', rejectionReason: null, reapplyAt: null });
  });

  it('two administrators clicking at once: one decision wins, the other is told it was decided', async () => {
    const id = await applyAs('race@queue.test', karim);
    const results = await Promise.all([gql(APPROVE, { id }), gql(REJECT, { id, reason: 'Too late' })]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => r.code === 'LECTURER_APPLICATION_REVIEWED')).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('requires a reason to reject, with field errors in both languages', async () => {
    const id = await applyAs('reason@queue.test', karim);
    const en = await gql(REJECT, { id, reason: '  ' }, { locale: 'en' });
    expect(en).toMatchObject({ success: false, code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'reason' }] });
    expect(en.fieldErrors[0].message).toMatch(/[a-z]/i);
    const ar = await gql(REJECT, { id, reason: null }, { locale: 'ar' });
    expect(ar).toMatchObject({ success: false, code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'reason' }] });
    expect(ar.fieldErrors[0].message).toMatch(/[\u0600-\u06FF]/);
    const badId = await gql(APPROVE, { id: 'not-an-id' }, { locale: 'en' });
    expect(badId).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'applicationId' }] });
    expect((await gql(DETAIL, { id })).data.application.status).toBe('PENDING');
  });
});

describe('who may use the queue', () => {
  it('administrators only: visitors are asked to sign in, learners and lecturers are refused, nothing is written', async () => {
    const id = await applyAs('matrix@queue.test', karim);
    const calls: Array<[string, Record<string, unknown>]> = [
      [QUEUE, {}],
      [DETAIL, { id }],
      [CV_LINK, { id }],
      [APPROVE, { id }],
      [REJECT, { id, reason: 'Matrix reason' }],
    ];
    for (const [query, variables] of calls) {
      for (const [role, token, code] of [
        ['visitor', null, 'UNAUTHENTICATED'],
        ['learner', tokens.learner, 'FORBIDDEN'],
        ['lecturer', tokens.lecturer, 'FORBIDDEN'],
      ] as const) {
        const result = await gql(query, variables, { token });
        expect(result, `${role} ${query.slice(0, 40)}`).toMatchObject({ success: false, code, data: null });
      }
    }
    expect((await gql(DETAIL, { id })).data.application.status).toBe('PENDING');
    expect(await auditOf(id)).toHaveLength(0);
    expect((await gql(MINE, {}, { token: null })).code).toBe('UNAUTHENTICATED');
  });
});

describe('the application decision e-mail switch', () => {
  it('sends no decision e-mail to an applicant who switched it off; the in-app notice still comes', async () => {
    const { token, user } = await signedInUser(server, { email: 'quiet@queue.test' });
    const off = await server.gql(
      'mutation updateEmailPreferences($input: UpdateEmailPreferencesInput) { updateEmailPreferences(input: $input) { success } }',
      { token, variables: { input: { applicationDecision: false } } },
    );
    expect(off.body.data!.updateEmailPreferences).toEqual({ success: true });
    const id = await applyAs('quiet@queue.test', samira, { token, locale: 'en' });
    expect(await gql(REJECT, { id, reason: 'Not yet.' })).toMatchObject({ success: true });
    const mails = await server.mails('quiet@queue.test');
    expect(mails.filter((mail) => mail.template.startsWith('lecturer-application/'))).toEqual([]);
    const notes = await server.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, user.id));
    expect(notes).toHaveLength(1);
  });
});

describe('a rejection and the re-apply window', () => {
  it('tells the applicant why by e-mail and in the app, shows it on their application, and lets them apply again after 30 days', async () => {
    const { token, user } = await signedInUser(server, { email: 'rejected@queue.test' });
    const id = await applyAs('rejected@queue.test', samira, { token, locale: 'ar' });
    const rejected = await gql(REJECT, { id, reason: 'نحتاج إلى خبرة تدريس موثقة.' });
    expect(rejected).toMatchObject({
      success: true,
      code: 'LECTURER_APPLICATION_REJECTED',
      data: { status: 'REJECTED' },
    });

    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'lecturerApplication.reject',
      before: { status: 'PENDING' },
      after: { status: 'REJECTED' },
      comment: 'نحتاج إلى خبرة تدريس موثقة.',
    });
    const [mail] = await server.mails('rejected@queue.test');
    expect(mail).toMatchObject({ template: 'lecturer-application/rejected', locale: 'AR' });
    expect(mail!.text).toContain('نحتاج إلى خبرة تدريس موثقة.');
    // A switchable mail (decision 0058): one-click unsubscribe in its headers and its text.
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail!.text).toContain('/unsubscribe?token=');
    const notes = await server.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, user.id));
    expect(notes).toEqual([
      expect.objectContaining({
        targetId: id,
        url: '/join-as-lecturer',
        enTitle: 'Your lecturer application was not accepted',
      }),
    ]);
    const [account] = await server.database.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    expect(account!.role).toBe('USER');

    const mine = await gql(MINE, {}, { token });
    expect(mine.data).toMatchObject({ id, status: 'REJECTED', rejectionReason: 'نحتاج إلى خبرة تدريس موثقة.' });
    const reapplyAt = new Date(mine.data.reapplyAt).getTime();
    expect(reapplyAt - new Date(mine.data.reviewedAt).getTime()).toBe(30 * 24 * 60 * 60 * 1000);

    // Before the window ends: refused with a translated error, in either language.
    const tooSoon = async (locale: 'ar' | 'en') => {
      const input = {
        ...samira,
        email: 'rejected@queue.test',
        // The window is checked before the code (no code attempt is spent on a refused application).
        code: '123456',
        phone: '01001234567',
        phoneCountry: 'EG',
        fieldOfTrainingId,
        jobTitleId,
        enBio: 'Again.',
        arBio: 'مرة أخرى.',
        cvFile: (await uploadCv(server, PDF, token)).key,
      };
      return apply(server, input, { token, locale });
    };
    expect(await tooSoon('en')).toMatchObject({ success: false, code: 'LECTURER_APPLICATION_TOO_SOON' });
    expect((await tooSoon('en')).message).toMatch(/30 days/);
    expect((await tooSoon('ar')).message).toMatch(/[\u0600-\u06FF]/);
    // A visitor using the same e-mail is held to the same window.
    expect((await apply(server, { ...(await visitorInput('rejected@queue.test')) })).code).toBe(
      'LECTURER_APPLICATION_TOO_SOON',
    );

    // The window is counted from the decision: move the decision back to just over 30 days ago.
    const longAgo = new Date(
      server.deps.now().getTime() - (reapplyAt - new Date(mine.data.reviewedAt).getTime()) - 60_000,
    );
    await server.database.db
      .update(schema.lecturerApplications)
      .set({ reviewedAt: longAgo })
      .where(eq(schema.lecturerApplications.id, id));
    const again = await applyAs('rejected@queue.test', samira, { token });
    expect((await gql(MINE, {}, { token })).data).toMatchObject({
      id: again,
      status: 'PENDING',
      rejectionReason: null,
    });
  });
});

async function visitorInput(email: string) {
  return {
    ...karim,
    email,
    code: '123456',
    phone: '01001234567',
    phoneCountry: 'EG',
    fieldOfTrainingId,
    jobTitleId,
    enBio: 'Visitor.',
    arBio: 'زائر.',
    cvFile: (await uploadCv(server, PDF)).key,
  };
}
