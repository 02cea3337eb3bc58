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

describe('sign-up details', () => {
  it('defaults favLang to the request language, Arabic names to the Latin ones, and mails in Arabic', async () => {
    const email = 'arabic@example.com';
    const reg = await register(server, { email, firstName: 'Mona', lastName: 'Adel' }, { locale: 'ar' });
    expect(reg.data).toMatchObject({ favLang: 'AR', arFirstName: 'Mona', arLastName: 'Adel', fullName: 'Mona Adel' });
    expect(reg.message).toBe('تم إنشاء الحساب. أدخل رمز التحقق المرسل إلى بريدك.');
    const [mail] = await server.mails(email);
    expect(mail).toMatchObject({ locale: 'AR', subject: 'رمز التحقق من منارة' });
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.text.match(/\b\d{6}\b/g)).toHaveLength(1);
  });

  it('gives users with the same name distinct slugs and codes', async () => {
    const a = await register(server, { email: 'same1@example.com', firstName: 'Sara', lastName: 'Ali' });
    const b = await register(server, { email: 'same2@example.com', firstName: 'Sara', lastName: 'Ali' });
    expect(a.data.slug).toBe('sara-ali');
    expect(b.data.slug).toMatch(/^sara-ali-[a-z0-9]{6}$/);
    expect(a.data.code).not.toBe(b.data.code);
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
    expect(new Set(results.map((r) => r.data.slug)).size).toBe(6);
  });

  it('of one e-mail leave a single user', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => register(server, { email: 'twice@example.com' })),
    );
    for (const r of results) expect(['REGISTERED', 'EMAIL_TAKEN']).toContain(r.code);
    const rows = await dbProbe(server.database.db).usersWithEmail('twice@example.com');
    expect(rows).toHaveLength(1);
  });
});

describe('duplicate e-mails', () => {
  it('refuses a verified e-mail with a field error, whatever its case', async () => {
    await register(server, { email: 'taken@example.com' });
    await verifyEmail(server, 'taken@example.com');
    const before = await rowCounts();
    const again = await register(server, { email: 'TAKEN@example.com', firstName: 'Other' }, { locale: 'en' });
    expect(again).toMatchObject({
      code: 'EMAIL_TAKEN',
      success: false,
      data: null,
      fieldErrors: [{ field: 'email', message: 'This email is already registered.' }],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('lets an unverified sign-up be retried with new details and a new code', async () => {
    const email = 'retry@example.com';
    const first = await register(server, { email, firstName: 'Old', lastName: 'Name', password: 'FirstPass1' });
    const oldCode = await server.lastCode(email);
    const second = await register(server, {
      email,
      firstName: 'New',
      lastName: 'Name',
      password: 'SecondPass2',
      favLang: 'EN',
    });
    expect(second).toMatchObject({ code: 'REGISTERED', success: true });
    expect(second.data.id).toBe(first.data.id);
    expect(second.data).toMatchObject({ firstName: 'New', slug: 'new-name', favLang: 'EN' });
    const newCode = await server.lastCode(email);
    if (newCode !== oldCode) {
      // The first code was superseded.
      expect((await verifyEmail(server, email, oldCode)).code).toBe('CODE_INVALID');
    }
    expect((await verifyEmail(server, email, newCode)).code).toBe('EMAIL_VERIFIED');
    expect((await login(server, email, 'FirstPass1')).envelope.code).toBe('INVALID_CREDENTIALS');
    expect((await login(server, email, 'SecondPass2')).envelope.code).toBe('LOGGED_IN');
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
