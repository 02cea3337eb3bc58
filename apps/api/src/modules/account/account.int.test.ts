import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, login, ME, signedInUser, USER_FIELDS, VERIFY_CODE } from '../../testing/auth-flows';
import { dbProbe } from '../../testing/db-probe';
import { createTestServer, type Json, type TestServer } from '../../testing/test-server';
import { uploadBytes } from '../files/testing/upload-flows';

const ENVELOPE = 'code message success fieldErrors { field message }';
const UPDATE_PROFILE = `mutation P($input: UpdateUserProfileInput) { updateUserProfile(input: $input) { ${ENVELOPE} data { ${USER_FIELDS} } } }`;
const CHANGE_EMAIL = `mutation E($input: ChangeEmailInput) { changeEmail(input: $input) { ${ENVELOPE} data { ${USER_FIELDS} } } }`;
const UPDATE_PHONE = `mutation Ph($input: UpdatePhoneInput) { updatePhone(input: $input) { ${ENVELOPE} data { ${USER_FIELDS} } } }`;
const UPDATE_PICTURE = `mutation Pic($input: UpdateProfilePictureInput) { updateProfilePicture(input: $input) { ${ENVELOPE} data { ${USER_FIELDS} } } }`;
const DELETE_PICTURE = `mutation D { deleteProfilePicture { ${ENVELOPE} data { ${USER_FIELDS} } } }`;

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'manara-account-'));
  server = await createTestServer({ dataDir });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('updateUserProfile', () => {
  it('saves names in both languages; full names become first + last', async () => {
    const { token } = await signedInUser(server, { email: 'names@example.com' });
    const input = { firstName: ' Mona ', lastName: 'Adel', arFirstName: 'منى', arLastName: 'عادل' };
    const res = await server.gql(UPDATE_PROFILE, { token, locale: 'ar', variables: { input } });
    expect(res.body.data!.updateUserProfile).toMatchObject({
      success: true,
      data: { firstName: 'Mona', enFullName: 'Mona Adel', arFullName: 'منى عادل', fullName: 'منى عادل' },
    });
    expect((await server.gql(ME, { token, locale: 'en' })).body.data!.me.data.fullName).toBe('Mona Adel');
  });

  it('answers field errors, translated, and changes nothing', async () => {
    const { token } = await signedInUser(server, { email: 'badnames@example.com' });
    const res = await server.gql(UPDATE_PROFILE, {
      token,
      locale: 'ar',
      variables: { input: { firstName: '', lastName: 'x'.repeat(61), arFirstName: 'أ', arLastName: 'ب' } },
    });
    expect(res.body.data!.updateUserProfile).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'firstName', message: 'هذا الحقل مطلوب.' }, { field: 'lastName' }],
    });
    expect((await server.gql(ME, { token })).body.data!.me.data.firstName).toBe('Ahmed');
    const anonymous = await server.gql(UPDATE_PROFILE, {
      variables: { input: { firstName: 'A', lastName: 'B', arFirstName: 'أ', arLastName: 'ب' } },
    });
    expect(anonymous.body.data!.updateUserProfile.code).toBe('UNAUTHENTICATED');
  });
});

describe('changeEmail', () => {
  it('mails a code to the new address and swaps e-mails only once it is confirmed', async () => {
    const { token } = await signedInUser(server, { email: 'old@example.com' });
    const res = await server.gql(CHANGE_EMAIL, { token, variables: { input: { email: 'New@Example.com' } } });
    expect(res.body.data!.changeEmail).toMatchObject({
      code: 'CODE_SENT',
      success: true,
      data: { email: 'old@example.com', unverifiedEmail: 'new@example.com' },
    });
    const code = await server.lastCode('new@example.com');
    expect((await server.mails('old@example.com')).some((m) => m.text.includes(code))).toBe(false);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const verify = (c: string) =>
      server.gql(VERIFY_CODE, {
        token,
        ip: freshIp(),
        variables: { input: { email: 'new@example.com', code: c, purpose: 'EMAIL_UPDATE' } },
      });
    expect((await verify(wrong)).body.data!.verifyUserVerificationCodeByEmail.code).toBe('CODE_INVALID');
    expect((await server.gql(ME, { token })).body.data!.me.data).toMatchObject({
      email: 'old@example.com',
      unverifiedEmail: 'new@example.com',
    });

    expect((await verify(code)).body.data!.verifyUserVerificationCodeByEmail.code).toBe('EMAIL_UPDATED');
    expect((await server.gql(ME, { token })).body.data!.me.data).toMatchObject({
      email: 'new@example.com',
      unverifiedEmail: null,
    });
    expect((await login(server, 'new@example.com')).envelope.code).toBe('LOGGED_IN');
  });

  it('answers an address in use like a free one, mails its owner instead and sends no code', async () => {
    await signedInUser(server, { email: 'taken@example.com', favLang: 'AR' });
    const { token } = await signedInUser(server, { email: 'mover@example.com' });
    const other = await signedInUser(server, { email: 'other.mover@example.com' });
    const change = async (email: string, as = token) =>
      (await server.gql(CHANGE_EMAIL, { token: as, locale: 'en', variables: { input: { email } } })).body.data!
        .changeEmail;
    const taken = await change('taken@example.com');
    const free = await change('free.address@example.com', other.token);
    // Each answer is the caller's own account with the address pending: alike but for whose it is.
    const outline = (e: Json, asked: string) => ({ ...e, data: e.data.unverifiedEmail === asked });
    expect(outline(taken, 'taken@example.com')).toEqual(outline(free, 'free.address@example.com'));
    expect(taken).toMatchObject({ code: 'CODE_SENT', success: true, data: { unverifiedEmail: 'taken@example.com' } });
    const [notice] = await server.mails('taken@example.com');
    expect(notice).toMatchObject({ template: 'account-notice/emailChangeAttempt', locale: 'AR' });
    expect(notice!.subject).toBe('حاول شخص ما استخدام بريدك الإلكتروني');
    expect((await server.mails('free.address@example.com'))[0]!.template).toBe('verification-code/EMAIL_UPDATE');
    // The mover never gets a code for the taken address, and it stays the owner's.
    const codes = await dbProbe(server.database.db).codes('taken@example.com');
    expect(codes.filter((c) => c.purpose === 'EMAIL_UPDATE')).toEqual([]);
  });

  it('refuses the same address and a malformed one', async () => {
    const { token } = await signedInUser(server, { email: 'mover2@example.com' });
    const change = async (email: string) =>
      (await server.gql(CHANGE_EMAIL, { token, locale: 'en', variables: { input: { email } } })).body.data!.changeEmail;
    expect(await change('MOVER2@example.com')).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'email' }],
    });
    expect(await change('not-an-email')).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'email', message: 'Enter a valid email address.' }],
    });
    expect((await server.gql(ME, { token })).body.data!.me.data.unverifiedEmail).toBeNull();
  });
});

describe('updatePhone', () => {
  it('normalises Arabic-Indic digits and stores E.164', async () => {
    const { token } = await signedInUser(server, { email: 'phone@example.com' });
    const res = await server.gql(UPDATE_PHONE, {
      token,
      variables: { input: { phone: '٠١٠ ٠١٢٣ ٤٥٦٧', country: 'EG' } },
    });
    expect(res.body.data!.updatePhone).toMatchObject({ success: true, data: { phone: '+201001234567' } });
    const cleared = await server.gql(UPDATE_PHONE, { token, variables: { input: { phone: '' } } });
    expect(cleared.body.data!.updatePhone.data.phone).toBeNull();
  });

  it('refuses numbers invalid for their country, without a country, or too long raw text', async () => {
    const { token } = await signedInUser(server, { email: 'badphone@example.com' });
    const update = async (input: object) =>
      (await server.gql(UPDATE_PHONE, { token, locale: 'en', variables: { input } })).body.data!.updatePhone;
    for (const input of [
      { phone: '01912345678', country: 'EG' },
      { phone: '01001234567' },
      { phone: 'call me', country: 'EG' },
    ]) {
      expect(await update(input)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'phone', message: 'The phone number is not valid.' }],
      });
    }
    expect(await update({ phone: '1'.repeat(251), country: 'EG' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'phone' }],
    });
    expect(await update({ phone: '01001234567', country: 'EGY' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'country' }],
    });
    expect((await server.gql(ME, { token })).body.data!.me.data.phone).toBeNull();
  });
});

describe('profile picture', () => {
  it('sets an uploaded image as the picture, replaces and deletes it', async () => {
    const { token } = await signedInUser(server, { email: 'picture@example.com' });
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const first = (await uploadBytes(server, token, 'PROFILE_PICTURE', png)).link.key as string;
    const set = await server.gql(UPDATE_PICTURE, { token, variables: { input: { key: first } } });
    expect(set.body.data!.updateProfilePicture).toMatchObject({ success: true, data: { profilePicture: first } });
    expect((await server.app.inject({ method: 'GET', url: `/img/${first}?w=320` })).statusCode).toBe(200);

    const second = (await uploadBytes(server, token, 'PROFILE_PICTURE', await sharp(png).jpeg().toBuffer())).link
      .key as string;
    await server.gql(UPDATE_PICTURE, { token, variables: { input: { key: second } } });
    expect(await exists(path.join(dataDir, 'uploads', first))).toBe(false);

    const deleted = await server.gql(DELETE_PICTURE, { token });
    expect(deleted.body.data!.deleteProfilePicture).toMatchObject({ success: true, data: { profilePicture: null } });
    expect(await exists(path.join(dataDir, 'uploads', second))).toBe(false);
  });

  it('refuses someone else’s upload, a non-image and a file of another model', async () => {
    const owner = (await signedInUser(server, { email: 'owner@example.com' })).token;
    const { token } = await signedInUser(server, { email: 'thief@example.com' });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const theirs = (await uploadBytes(server, owner, 'PROFILE_PICTURE', png)).link.key;
    const set = (key: string) => server.gql(UPDATE_PICTURE, { token, variables: { input: { key } } });
    expect((await set(theirs)).body.data!.updateProfilePicture.code).toBe('NOT_FOUND');
    const exe = (
      await uploadBytes(server, token, 'PROFILE_PICTURE', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]))
    ).link.key;
    expect((await set(exe)).body.data!.updateProfilePicture).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'file' }],
    });
    const attachment = (await uploadBytes(server, token, 'COMMENT_ATTACHMENT', png)).link.key;
    expect((await set(attachment)).body.data!.updateProfilePicture.code).toBe('VALIDATION_FAILED');
    expect((await server.gql(ME, { token })).body.data!.me.data.profilePicture).toBeNull();
  });
});
