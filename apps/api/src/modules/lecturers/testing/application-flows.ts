import { schema, type Db } from '@manara/db';
import { freshIp, SEND_CODE } from '../../../testing/auth-flows';
import { insertNamed } from '../../catalog/testing/fixtures';
import type { GqlOptions, Json, TestServer } from '../../../testing/test-server';
import { GENERATE_UPLOAD_LINK, putBytes, UPLOAD_FILE } from '../../files/testing/upload-flows';

const ENVELOPE = 'code message success fieldErrors { field message }';
export const REGISTER_AS_LECTURER = `mutation Apply($input: RegisterAsLecturerInput) { registerAsLecturer(input: $input) { ${ENVELOPE} data { id email status createdAt } } }`;

/** A small but real PDF (header, one empty page, trailer). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A Windows program: what a disguised ".pdf" really is. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]);

/** Uploads bytes as a CV the way the web does (link, PUT, uploadFile), signed in with `token` or not. */
export async function uploadCv(
  server: TestServer,
  bytes: Buffer,
  token: string | null = null,
): Promise<{ key: string; checked: Json }> {
  const options: GqlOptions = { token, ip: freshIp() };
  const link = (
    await server.gql(GENERATE_UPLOAD_LINK, { ...options, variables: { input: { model: 'LECTURER_CV_FILE' } } })
  ).body.data!.generateUploadLink;
  if (!link.success) throw new Error(`no upload link: ${link.code}`);
  const put = await putBytes(server, link.data.uploadUrl, bytes);
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.statusCode}`);
  const checked = (
    await server.gql(UPLOAD_FILE, { ...options, variables: { file: link.data.key, model: 'LECTURER_CV_FILE' } })
  ).body.data!.uploadFile;
  return { key: link.data.key, checked };
}

/** Mails a LECTURER_EMAIL_VERIFICATION code to `email` and reads it from the outbox. */
export async function lecturerCode(server: TestServer, email: string, options: GqlOptions = {}): Promise<string> {
  const sent = (
    await server.gql(SEND_CODE, {
      ip: freshIp(),
      ...options,
      variables: { input: { email, purpose: 'LECTURER_EMAIL_VERIFICATION' } },
    })
  ).body.data!;
  if (!sent.sendEmailVerificationCode.success) throw new Error(`code not sent: ${sent.sendEmailVerificationCode.code}`);
  return server.lastCode(email);
}

export async function apply(server: TestServer, input: Record<string, unknown>, options: GqlOptions = {}) {
  const res = await server.gql(REGISTER_AS_LECTURER, { ip: freshIp(), ...options, variables: { input } });
  return res.body.data!.registerAsLecturer;
}

/** A lecturer application naming the CV file, written directly (what registerAsLecturer writes). */
export async function insertApplication(db: Db, cvFileId: string, email = 'applicant@example.com') {
  const field = await insertNamed(db, 'fieldsOfTraining', 'Sports nutrition', 'التغذية الرياضية');
  const title = await insertNamed(db, 'jobTitles', 'Coach', 'مدرب');
  await db.insert(schema.lecturerApplications).values({
    email,
    firstName: 'Mona',
    lastName: 'Adel',
    arFirstName: 'منى',
    arLastName: 'عادل',
    phone: '+201001234567',
    fieldOfTrainingId: field.id,
    jobTitleId: title.id,
    enBio: 'Coach',
    arBio: 'مدربة',
    cvFileId,
  });
}
