import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, login, LOGIN, REGISTER, register, verifyEmail } from '../../testing/auth-flows';
import { dbProbe } from '../../testing/db-probe';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const rowCounts = () => dbProbe(server.database.db).rowCounts();

const probe = () => dbProbe(server.database.db);

describe('sign-up details', () => {
  it('defaults favLang to the request language, Arabic names to the Latin ones, and mails in Arabic', async () => {
    const email = 'arabic@example.com';
    const reg = await register(server, { email, firstName: 'Mona', lastName: 'Adel' }, { locale: 'ar' });
    expect(reg).toMatchObject({ code: 'REGISTERED', success: true, data: null });
    expect(reg.message).toBe('تحقق من بريدك الإلكتروني: أرسلنا إليك رسالة لمتابعة التسجيل.');
    expect(await probe().user(email)).toMatchObject({ favLang: 'AR', arFirstName: 'Mona', arLastName: 'Adel' });
    const [mail] = await server.mails(email);
    expect(mail).toMatchObject({ locale: 'AR', subject: 'رمز التحقق من منارة' });
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.text.match(/\b\d{6}\b/g)).toHaveLength(1);
  });

  it('gives users with the same name distinct slugs and codes', async () => {
    await register(server, { email: 'same1@example.com', firstName: 'Sara', lastName: 'Ali' });
    await register(server, { email: 'same2@example.com', firstName: 'Sara', lastName: 'Ali' });
    const a = (await probe().user('same1@example.com'))!;
    const b = (await probe().user('same2@example.com'))!;
    expect(a.slug).toBe('sara-ali');
    expect(b.slug).toMatch(/^sara-ali-[a-z0-9]{6}$/);
    expect(a.code).not.toBe(b.code);
  });
});

describe('concurrent sign-ups', () => {
  it('give people with the same name distinct slugs', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        register(server, { email: `race${i}@example.com`, firstName: 'Race', lastName: 'Condition' }),
      ),
    );
    expect(results.map((r) => r.code)).toEqual(Array(6).fill('REGISTERED'));
    const slugs = await Promise.all(results.map(async (_, i) => (await probe().user(`race${i}@example.com`))!.slug));
    expect(new Set(slugs).size).toBe(6);
  });

  it('of one e-mail leave a single user, and all answer alike', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => register(server, { email: 'twice@example.com' })),
    );
    for (const r of results) expect(r).toMatchObject({ code: 'REGISTERED', success: true, data: null });
    expect(await probe().usersWithEmail('twice@example.com')).toHaveLength(1);
  });
});

describe('e-mails that already have an account (decision 0038)', () => {
  it('answer exactly as a free e-mail does, change nothing, and mail the owner instead', async () => {
    await register(server, { email: 'taken@example.com', favLang: 'EN' });
    await verifyEmail(server, 'taken@example.com');
    const before = await probe().user('taken@example.com');
    const free = await register(server, { email: 'free@example.com', firstName: 'Other' }, { locale: 'en' });
    const taken = await register(server, { email: 'TAKEN@example.com', firstName: 'Other' }, { locale: 'en' });
    expect(taken).toEqual(free);
    expect(taken).toMatchObject({ code: 'REGISTERED', success: true, data: null, fieldErrors: [] });
    expect(await probe().user('taken@example.com')).toEqual(before);
    const [notice] = await server.mails('taken@example.com');
    expect(notice).toMatchObject({ template: 'account-notice/signUpAttempt', locale: 'EN' });
    expect(notice!.subject).toBe('Someone tried to sign up with your email address');
    expect(notice!.text).toContain('/en/forgot-password');
    expect(notice!.text).not.toMatch(/\b\d{6}\b/);
  });

  it('a later sign-up for an unverified e-mail keeps the first one and its code', async () => {
    const email = 'retry@example.com';
    await register(server, { email, firstName: 'Old', lastName: 'Name', password: 'FirstPass1' });
    const firstCode = await server.lastCode(email);
    const second = await register(server, { email, firstName: 'New', lastName: 'Name', password: 'SecondPass2' });
    expect(second).toMatchObject({ code: 'REGISTERED', success: true, data: null });
    expect(await probe().user(email)).toMatchObject({ firstName: 'Old', emailVerifiedAt: null });
    const [notice] = await server.mails(email);
    expect(notice!.template).toBe('account-notice/signUpAttempt');
    expect((await verifyEmail(server, email, firstCode)).code).toBe('EMAIL_VERIFIED');
    expect((await login(server, email, 'SecondPass2')).envelope.code).toBe('INVALID_CREDENTIALS');
    expect((await login(server, email, 'FirstPass1')).envelope.code).toBe('LOGGED_IN');
  });
});

describe('validation', () => {
  it('reports malformed and oversized fields and writes nothing', async () => {
    const before = await rowCounts();
    const res = await server.gql(REGISTER, {
      locale: 'en',
      ip: freshIp(),
      variables: { input: { firstName: 'x'.repeat(5000), email: 'not-an-email', password: 'short' } },
    });
    const envelope = res.body.data!.registerAsUser;
    expect(envelope).toMatchObject({ code: 'VALIDATION_FAILED', success: false, data: null });
    expect(envelope.message).toBe('Some fields are not valid. Please check the highlighted fields.');
    const fields = Object.fromEntries(
      envelope.fieldErrors.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(fields).toEqual({
      firstName: 'The text is too long (at most 60 characters).',
      lastName: 'This field is required.',
      email: 'Enter a valid email address.',
      password: 'The password must be at least 8 characters and contain a letter and a digit.',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('translates field errors into Arabic', async () => {
    const res = await server.gql(LOGIN, { ip: freshIp(), variables: { input: { email: 'bad', password: '' } } });
    const envelope = res.body.data!.emailAndPasswordLogin;
    expect(envelope.code).toBe('VALIDATION_FAILED');
    expect(envelope.message).toBe('بعض البيانات غير صحيحة. راجع الحقول المميزة.');
    expect(envelope.fieldErrors).toEqual([
      { field: 'email', message: 'أدخل بريدًا إلكترونيًا صحيحًا.' },
      { field: 'password', message: 'هذا الحقل مطلوب.' },
    ]);
  });

  it('treats a missing input as empty', async () => {
    const res = await server.gql('mutation { registerAsUser { code success fieldErrors { field } } }', {
      ip: freshIp(),
    });
    expect(res.body.data!.registerAsUser.code).toBe('VALIDATION_FAILED');
    expect(res.body.data!.registerAsUser.fieldErrors.map((f: { field: string }) => f.field)).toEqual([
      'firstName',
      'lastName',
      'email',
      'password',
    ]);
  });
});
