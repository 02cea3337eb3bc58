import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCertificateRoutes } from '../../http/certificates/certificate-routes';
import { pdfText } from '../invoices/testing/pdf-text';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertLecturer } from '../catalog/testing/fixtures';
import { learner, type Learner } from '../commerce/testing/commerce-world';
import { completeLessons, enrol, insertProgramWithLessons, type ProgramFixture } from './testing/completed-program';

const FIELDS = `id code learningProgramId learningProgramType certificationType pending revoked programTitle arProgramTitle enProgramTitle
  learnerName arLearnerName enLearnerName lecturerName issuedAt completedAt createdAt previewArUrl previewEnUrl downloadArUrl downloadEnUrl
  openBadgeUrl verificationUrl linkedInUrl`;
const CREATE = `mutation createCertification($input: CreateCertificationInput) { createCertification(input: $input) { code message success data { ${FIELDS} } } }`;
const ONE = `query certification($id: ID) { certification(certificateId: $id) { code message success data { ${FIELDS} } } }`;
const MINE = `query myCertifications($paginate: PaginateInput) { myCertifications(paginate: $paginate) { code success data { items { id code pending } pageInfo { page limit totalCount totalPages hasNext } } } }`;

let server: TestServer;
let files: FastifyInstance;
let sara: Learner;
let omar: Learner;
let course: ProgramFixture;

beforeAll(async () => {
  server = await createTestServer();
  files = Fastify();
  registerCertificateRoutes(files, server.deps);
  await files.ready();
  const db = server.database.db;
  const lecturer = await insertLecturer(db, {
    firstName: 'Ahmed',
    lastName: 'Samy',
    arFirstName: 'أحمد',
    arLastName: 'سامي',
  });
  course = await insertProgramWithLessons(db, {
    enTitle: 'Sports Nutrition Basics',
    arTitle: 'أساسيات التغذية الرياضية',
    lecturerId: lecturer.id,
  });
  sara = await learner(server, { firstName: 'Sara', lastName: 'Mahmoud', arFirstName: 'سارة', arLastName: 'محمود' });
  omar = await learner(server, { firstName: 'Omar', lastName: 'Adel', arFirstName: 'عمر', arLastName: 'عادل' });
  await enrol(db, sara.user.id, course.id);
});
afterAll(async () => {
  await files?.close();
  await server?.close();
});

const create = (who: Learner, learningProgramId: string) => who.call(CREATE, { input: { learningProgramId } });
const publicLookup = async (id: string, locale: 'ar' | 'en' = 'en') =>
  (await server.gql(ONE, { variables: { id }, locale })).body.data!.certification;
const get = (url: string) => files.inject({ method: 'GET', url });

describe('createCertification', () => {
  it('asks visitors to sign in, refuses learners who are not enrolled, and unknown programs', async () => {
    const visitor = await server.gql(CREATE, { variables: { input: { learningProgramId: course.id } } });
    expect(visitor.body.data!.createCertification).toMatchObject({ code: 'UNAUTHENTICATED', success: false });
    expect(await create(omar, course.id)).toMatchObject({ code: 'FORBIDDEN', success: false, data: null });
    expect(await create(sara, '00000000-0000-4000-8000-000000000000')).toMatchObject({
      code: 'NOT_FOUND',
      success: false,
    });
    expect(await create(sara, 'not-an-id')).toMatchObject({ code: 'VALIDATION_FAILED', success: false });
  });

  it('refuses with PROGRAM_NOT_COMPLETED until every lesson is complete', async () => {
    expect(await create(sara, course.id)).toMatchObject({ code: 'PROGRAM_NOT_COMPLETED', success: false, data: null });
    await completeLessons(server.database.db, sara.user.id, course.lessonIds.slice(0, 2));
    expect(await create(sara, course.id)).toMatchObject({ code: 'PROGRAM_NOT_COMPLETED', success: false });
  });

  it('issues the certificate of a completed program once, with the printed facts and links', async () => {
    await completeLessons(server.database.db, sara.user.id, course.lessonIds.slice(2));
    const first = await create(sara, course.id);
    expect(first).toMatchObject({ code: 'OK', success: true });
    const cert = first.data;
    expect(cert).toMatchObject({
      learningProgramId: course.id,
      learningProgramType: 'COURSE',
      certificationType: 'COMPLETION',
      pending: false,
      revoked: false,
      programTitle: 'Sports Nutrition Basics',
      arProgramTitle: 'أساسيات التغذية الرياضية',
      learnerName: 'Sara Mahmoud',
      arLearnerName: 'سارة محمود',
      enLearnerName: 'Sara Mahmoud',
      lecturerName: 'Ahmed Samy',
      previewArUrl: `/certificates/${cert.id}.pdf?lang=ar`,
      downloadEnUrl: `/certificates/${cert.id}.pdf?lang=en&download=1`,
      openBadgeUrl: `/certificates/${cert.id}/open-badge.json`,
    });
    expect(cert.code).toMatch(/^MNR-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(cert.verificationUrl).toMatch(new RegExp(`/en/certification/${cert.id}$`));
    const linkedIn = new URL(cert.linkedInUrl);
    expect(linkedIn.searchParams.get('startTask')).toBe('CERTIFICATION_NAME');
    expect(linkedIn.searchParams.get('certId')).toBe(cert.code);
    expect(linkedIn.searchParams.get('certUrl')).toBe(cert.verificationUrl);

    // Idempotent: the same certificate again, none added.
    const second = await create(sara, course.id);
    expect(second.data).toMatchObject({ id: cert.id, code: cert.code });
    const mine = await sara.call(MINE, { paginate: { page: 1, limit: 10 } });
    expect(mine.data).toEqual({
      items: [{ id: cert.id, code: cert.code, pending: false }],
      pageInfo: { page: 1, limit: 10, totalCount: 1, totalPages: 1, hasNext: false },
    });
    expect((await omar.call(MINE)).data.items).toEqual([]);
  });

  it('issues one certificate when two requests race', async () => {
    const raced = await insertProgramWithLessons(
      server.database.db,
      { enTitle: 'Race Course', arTitle: 'دورة السباق' },
      1,
    );
    await enrol(server.database.db, sara.user.id, raced.id);
    await completeLessons(server.database.db, sara.user.id, raced.lessonIds);
    const [a, b] = await Promise.all([create(sara, raced.id), create(sara, raced.id)]);
    expect(a.success && b.success).toBe(true);
    expect(a.data.id).toBe(b.data.id);
    expect(a.data.code).toBe(b.data.code);
  });

  it('gives CERTIFICATE_NOT_OFFERED for a program without certificates', async () => {
    const plain = await insertProgramWithLessons(
      server.database.db,
      { enTitle: 'No Certificate Course', arTitle: 'دورة بلا شهادة', hasCertificate: false },
      1,
    );
    await enrol(server.database.db, sara.user.id, plain.id);
    await completeLessons(server.database.db, sara.user.id, plain.lessonIds);
    expect(await create(sara, plain.id)).toMatchObject({ code: 'CERTIFICATE_NOT_OFFERED', success: false });
  });
});

describe('certification (public verification)', () => {
  it('shows every printed fact to a signed-out visitor, in the asked language', async () => {
    const cert = (await create(sara, course.id)).data;
    const en = await publicLookup(cert.id);
    expect(en).toMatchObject({
      success: true,
      data: {
        id: cert.id,
        code: cert.code,
        learnerName: 'Sara Mahmoud',
        programTitle: 'Sports Nutrition Basics',
        lecturerName: 'Ahmed Samy',
        pending: false,
      },
    });
    const ar = await publicLookup(cert.id, 'ar');
    expect(ar.data).toMatchObject({
      learnerName: 'سارة محمود',
      programTitle: 'أساسيات التغذية الرياضية',
      lecturerName: 'أحمد سامي',
    });
    expect(ar.data.verificationUrl).toMatch(new RegExp(`[^n]/certification/${cert.id}$`));
  });

  it('is NOT_FOUND for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'MNR-0000-0000', ''])
      expect(await publicLookup(id)).toMatchObject({ code: 'NOT_FOUND', success: false, data: null });
  });
});

describe('certificate files', () => {
  let cert: {
    id: string;
    code: string;
    previewArUrl: string;
    previewEnUrl: string;
    downloadArUrl: string;
    openBadgeUrl: string;
  };
  beforeAll(async () => {
    cert = (await create(sara, course.id)).data;
  });

  it('renders the Arabic PDF, whose text pdftotext reads in logical order', { timeout: 60_000 }, async () => {
    const response = await get(cert.downloadArUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="certificate-${cert.code}-ar.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Landscape A4 in points.
    expect(response.rawPayload.toString('latin1')).toMatch(/MediaBox \[0 0 84[12]\.\d+ 59[45]\.\d+\]/);
    const text = await pdfText(response.rawPayload);
    // Typed order, not the visual order. The checked words avoid the ligatures poppler reverses
    // (see invoices), and at the title's size pdftotext also splits a word after a non-joining
    // letter (الر ياضية), so the title is checked by its first two words.
    expect(text).toContain('سارة محمود');
    expect(text).not.toContain('دومحم ةراس');
    expect(text).toContain('أساسيات التغذية');
    expect(text).not.toContain('تايساسأ');
    expect(text).toContain('شهادة إتمام');
    expect(text).toContain(cert.code);
    expect(text).toContain(`/certification/${cert.id}`);
    expect(text).toContain('Sara Mahmoud');
  });

  it('renders the English PDF inline for preview', { timeout: 60_000 }, async () => {
    const response = await get(cert.previewEnUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`inline; filename="certificate-${cert.code}-en.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Certificate of Completion');
    expect(text).toContain('Sara Mahmoud');
    expect(text).toContain('Sports Nutrition Basics');
    expect(text).toContain('Ahmed Samy');
    expect(text).toContain(`/en/certification/${cert.id}`);
  });

  it('serves the Open Badges 3.0 credential', async () => {
    const response = await get(cert.openBadgeUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="certificate-${cert.code}.json"`);
    const credential = response.json();
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.id).toMatch(new RegExp(`/en/certification/${cert.id}$`));
    expect(credential.credentialSubject.achievement.name).toBe('Sports Nutrition Basics');
  });

  it('is 404 for unknown and malformed ids', async () => {
    expect((await get('/certificates/00000000-0000-4000-8000-000000000000.pdf?lang=ar')).statusCode).toBe(404);
    expect((await get('/certificates/nope.pdf')).statusCode).toBe(404);
    expect((await get('/certificates/nope/open-badge.json')).statusCode).toBe(404);
  });
});

describe('ACE certificates', () => {
  it('are valid at once when the days have already passed since completion', async () => {
    const db = server.database.db;
    const ace = await insertProgramWithLessons(
      db,
      {
        enTitle: 'Accredited Speed Course',
        arTitle: 'دورة السرعة المعتمدة',
        aceCertificate: true,
        aceDaysToGetCertified: 7,
      },
      1,
    );
    await enrol(db, sara.user.id, ace.id);
    await completeLessons(db, sara.user.id, ace.lessonIds, new Date(server.deps.now().getTime() - 8 * 86_400_000));
    expect(await create(sara, ace.id)).toMatchObject({
      success: true,
      data: { certificationType: 'ACE', pending: false },
    });
  });

  it('stay pending (owner only, no PDF) until aceDaysToGetCertified days after completion', async () => {
    const db = server.database.db;
    const ace = await insertProgramWithLessons(
      db,
      {
        enTitle: 'Accredited Strength Course',
        arTitle: 'دورة القوة المعتمدة',
        aceCertificate: true,
        aceDaysToGetCertified: 30,
      },
      2,
    );
    await enrol(db, sara.user.id, ace.id);
    await completeLessons(db, sara.user.id, ace.lessonIds, server.deps.now());
    const issued = await create(sara, ace.id);
    expect(issued).toMatchObject({ success: true, data: { certificationType: 'ACE', pending: true } });
    const cert = issued.data;
    const days = (new Date(cert.issuedAt).getTime() - new Date(cert.completedAt).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);

    expect((await sara.call(ONE, { id: cert.id })).data).toMatchObject({ id: cert.id, pending: true });
    expect(await publicLookup(cert.id)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get(cert.previewArUrl)).statusCode).toBe(404);
    expect((await get(cert.openBadgeUrl)).statusCode).toBe(404);

    // Sessions do not outlive the jump, so only public reads follow it (this block runs last).
    server.advanceTime(30 * 86_400_000 + 60_000);
    expect(await publicLookup(cert.id)).toMatchObject({ success: true, data: { id: cert.id, pending: false } });
    expect((await get(cert.openBadgeUrl)).statusCode).toBe(200);
  });
});
