import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, signedInUser } from '../testing/auth-flows';
import { insertNamed, insertProgram, insertUser } from '../modules/catalog/testing/fixtures';
import { createTestServer, type TestServer } from '../testing/test-server';
import { tableCounter } from './testing/database-facts';
import { assertWellFormed } from './testing/well-formed';

/**
 * The studio's permission matrix (docs/security.md, decision 0028): every studio operation, called
 * on a lecturer's draft by a visitor, a learner, a lecturer whose profile is pending, another
 * lecturer, the owning lecturer and an administrator. Refusals leak nothing of the program and
 * write nothing; the owner and the administrator get what their role allows.
 */
const E = 'code success message fieldErrors { field message }';
const P = 'id version publicationStatus enTitle';
const C = `program { ${P} } sections { id enTitle lessons { id enTitle enContent questions { id enTitle } resources { id } } }`;
const OPTIONS = '[{ arTitle: "أ", enTitle: "A", isCorrect: true }, { arTitle: "ب", enTitle: "B", isCorrect: false }]';
const operations = {
  studioPrograms: `query studioPrograms { studioPrograms { ${E} data { items { id enTitle } } } }`,
  studioProgram: `query studioProgram($id: ID) { studioProgram(programId: $id) { ${E} data { program { ${P} } } } }`,
  exportProgram: `query exportProgram($id: ID) { exportProgram(programId: $id) { ${E} data { fileName yaml } } }`,
  auditEntries: `query auditEntries($id: ID) { auditEntries(entityType: "program", entityId: $id) { ${E} data { items { action } } } }`,
  createProgram: `mutation createProgram { createProgram(input: { type: COURSE, arTitle: "دورة", enTitle: "Matrix Course" }) { ${E} data { ${P} } } }`,
  updateProgram: `mutation updateProgram($id: ID, $v: Int) { updateProgram(input: { programId: $id, version: $v, changes: { enTitle: "Renamed" } }) { ${E} data { ${P} } } }`,
  submitProgramForReview: `mutation submitProgramForReview($id: ID, $v: Int) { submitProgramForReview(input: { programId: $id, version: $v }) { ${E} data { ${P} } } }`,
  returnProgramToDraft: `mutation returnProgramToDraft($id: ID, $v: Int) { returnProgramToDraft(input: { programId: $id, version: $v, comment: "Fix" }) { ${E} data { ${P} } } }`,
  publishProgram: `mutation publishProgram($id: ID, $v: Int) { publishProgram(input: { programId: $id, version: $v }) { ${E} data { ${P} } } }`,
  unpublishProgram: `mutation unpublishProgram($id: ID, $v: Int) { unpublishProgram(input: { programId: $id, version: $v }) { ${E} data { ${P} } } }`,
  archiveProgram: `mutation archiveProgram($id: ID, $v: Int) { archiveProgram(input: { programId: $id, version: $v }) { ${E} data { ${P} } } }`,
  studioCurriculum: `query studioCurriculum($id: ID) { studioCurriculum(programId: $id) { ${E} data { ${C} } } }`,
  addSection: `mutation addSection($id: ID, $v: Int) { addSection(input: { programId: $id, version: $v, arTitle: "قسم", enTitle: "Matrix Section" }) { ${E} data { ${C} } } }`,
  updateSection: `mutation updateSection($id: ID, $v: Int, $s: ID) { updateSection(input: { programId: $id, version: $v, sectionId: $s, changes: { enTitle: "Renamed" } }) { ${E} data { ${C} } } }`,
  deleteSection: `mutation deleteSection($id: ID, $v: Int, $s: ID) { deleteSection(input: { programId: $id, version: $v, sectionId: $s }) { ${E} data { ${C} } } }`,
  addLesson: `mutation addLesson($id: ID, $v: Int, $s: ID) { addLesson(input: { programId: $id, version: $v, sectionId: $s, type: ARTICLE, arTitle: "درس", enTitle: "Matrix Lesson" }) { ${E} data { ${C} } } }`,
  updateLesson: `mutation updateLesson($id: ID, $v: Int, $l: ID) { updateLesson(input: { programId: $id, version: $v, lessonId: $l, changes: { enContent: "<p>Changed</p>" } }) { ${E} data { ${C} } } }`,
  deleteLesson: `mutation deleteLesson($id: ID, $v: Int, $l: ID) { deleteLesson(input: { programId: $id, version: $v, lessonId: $l }) { ${E} data { ${C} } } }`,
  addLessonResource: `mutation addLessonResource($id: ID, $v: Int, $l: ID) { addLessonResource(input: { programId: $id, version: $v, lessonId: $l, arTitle: "مرفق", enTitle: "Matrix Handout", link: "https://example.com/handout.pdf" }) { ${E} data { ${C} } } }`,
  deleteLessonResource: `mutation deleteLessonResource($id: ID, $v: Int, $l: ID, $r: ID) { deleteLessonResource(input: { programId: $id, version: $v, lessonId: $l, resourceId: $r }) { ${E} data { ${C} } } }`,
  reorderCurriculum: `mutation reorderCurriculum($id: ID, $v: Int, $order: [SectionOrderInput!]) { reorderCurriculum(input: { programId: $id, version: $v, sections: $order }) { ${E} data { ${C} } } }`,
  saveQuizQuestion: `mutation saveQuizQuestion($id: ID, $v: Int, $l: ID) { saveQuizQuestion(input: { programId: $id, version: $v, lessonId: $l, arTitle: "سؤال", enTitle: "Matrix Question", isMultipleAnswers: false, options: ${OPTIONS} }) { ${E} data { ${C} } } }`,
  deleteQuizQuestion: `mutation deleteQuizQuestion($id: ID, $v: Int, $q: ID) { deleteQuizQuestion(input: { programId: $id, version: $v, questionId: $q }) { ${E} data { ${C} } } }`,
  reorderQuizQuestions: `mutation reorderQuizQuestions($id: ID, $v: Int, $l: ID, $qs: [ID!]) { reorderQuizQuestions(input: { programId: $id, version: $v, lessonId: $l, questionIds: $qs }) { ${E} data { ${C} } } }`,
  studioDiplomaCandidates: `query studioDiplomaCandidates { studioDiplomaCandidates { ${E} data { items { id enTitle } } } }`,
  setDiplomaPrograms: `mutation setDiplomaPrograms($id: ID, $v: Int) { setDiplomaPrograms(input: { programId: $id, version: $v, programIds: [] }) { ${E} data { ${C} } } }`,
} as const;
/** A quiz lesson for the quiz operations: the matrix's own addLesson adds an article. */
const ADD_QUIZ = `mutation addLesson($id: ID, $v: Int, $s: ID) { addLesson(input: { programId: $id, version: $v, sectionId: $s, type: QUIZ, arTitle: "اختبار", enTitle: "Matrix Quiz" }) { ${E} data { ${C} } } }`;
type Op = keyof typeof operations;
type Role = 'visitor' | 'learner' | 'pendingLecturer' | 'otherLecturer' | 'owner' | 'admin';

/**
 * What each role gets from each operation on the owner's DRAFT (a success, or the refusal code).
 * The draft is incomplete, so publishing and submitting fail on the checklist for those allowed
 * to try; returning to draft and unpublishing fail on the status for the administrator.
 */
/** The curriculum's operations: the program's editors only, another lecturer's program reading as missing. */
const editors = (ok: string): Record<Role, string> => ({
  visitor: 'UNAUTHENTICATED',
  learner: 'FORBIDDEN',
  pendingLecturer: 'FORBIDDEN',
  otherLecturer: 'NOT_FOUND',
  owner: ok,
  admin: ok,
});
const expected: Record<Op, Record<Role, string>> = {
  studioPrograms: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'OK',
    owner: 'OK',
    admin: 'OK',
  },
  studioProgram: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'NOT_FOUND',
    owner: 'OK',
    admin: 'OK',
  },
  exportProgram: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'NOT_FOUND',
    owner: 'OK',
    admin: 'OK',
  },
  auditEntries: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'NOT_FOUND',
    owner: 'OK',
    admin: 'OK',
  },
  createProgram: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'PROGRAM_CREATED',
    owner: 'PROGRAM_CREATED',
    admin: 'PROGRAM_CREATED',
  },
  updateProgram: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'NOT_FOUND',
    owner: 'PROGRAM_SAVED',
    admin: 'PROGRAM_SAVED',
  },
  submitProgramForReview: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'NOT_FOUND',
    owner: 'PROGRAM_INCOMPLETE',
    admin: 'PROGRAM_INCOMPLETE',
  },
  returnProgramToDraft: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'FORBIDDEN',
    owner: 'FORBIDDEN',
    admin: 'PROGRAM_STATUS_INVALID',
  },
  publishProgram: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'FORBIDDEN',
    owner: 'FORBIDDEN',
    admin: 'PROGRAM_INCOMPLETE',
  },
  unpublishProgram: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'FORBIDDEN',
    owner: 'FORBIDDEN',
    admin: 'PROGRAM_STATUS_INVALID',
  },
  archiveProgram: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'FORBIDDEN',
    owner: 'FORBIDDEN',
    admin: 'PROGRAM_ARCHIVED',
  },
  studioCurriculum: editors('OK'),
  addSection: editors('SECTION_ADDED'),
  updateSection: editors('SECTION_SAVED'),
  deleteSection: editors('SECTION_DELETED'),
  addLesson: editors('LESSON_ADDED'),
  updateLesson: editors('LESSON_SAVED'),
  deleteLesson: editors('LESSON_DELETED'),
  addLessonResource: editors('LESSON_RESOURCE_ADDED'),
  deleteLessonResource: editors('LESSON_RESOURCE_DELETED'),
  reorderCurriculum: editors('CURRICULUM_REORDERED'),
  saveQuizQuestion: editors('QUIZ_QUESTION_SAVED'),
  deleteQuizQuestion: editors('QUIZ_QUESTION_DELETED'),
  reorderQuizQuestions: editors('QUIZ_QUESTIONS_REORDERED'),
  studioDiplomaCandidates: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'OK',
    owner: 'OK',
    admin: 'OK',
  },
  // The matrix's draft is a course: its editors get past the door and are told it is no diploma.
  setDiplomaPrograms: editors('VALIDATION_FAILED'),
};
const writes = new Set<Op>([
  'createProgram',
  'updateProgram',
  'submitProgramForReview',
  'returnProgramToDraft',
  'publishProgram',
  'unpublishProgram',
  'archiveProgram',
  'addSection',
  'updateSection',
  'deleteSection',
  'addLesson',
  'updateLesson',
  'deleteLesson',
  'addLessonResource',
  'deleteLessonResource',
  'reorderCurriculum',
  'saveQuizQuestion',
  'deleteQuizQuestion',
  'reorderQuizQuestions',
  'setDiplomaPrograms',
]);
const quizOps = new Set<Op>(['saveQuizQuestion', 'deleteQuizQuestion', 'reorderQuizQuestions']);
const curriculumOps = new Set<Op>([...writes].filter((op) => !op.endsWith('Program') && op !== 'setDiplomaPrograms'));

/**
 * The variables of a call on the draft at its current version. A curriculum write gets a section
 * and a lesson of its own, added by the owner first (a deletion by the owner leaves none for the
 * administrator), and the whole curriculum's order to send back reversed.
 */
async function variablesFor(op: Op, id: string) {
  if (curriculumOps.has(op)) {
    const { v } = await variablesFor('studioProgram', id);
    const withSection = (await call('owner', 'addSection', { id, v })).envelope.data;
    const s = withSection.sections.at(-1).id;
    if (!quizOps.has(op)) {
      const withLesson = (await call('owner', 'addLesson', { id, v: withSection.program.version, s })).envelope.data;
      const l = withLesson.sections.at(-1).lessons.at(-1).id;
      // A resource of its own to remove, added by the owner.
      if (op === 'deleteLessonResource')
        await call('owner', 'addLessonResource', { id, v: withLesson.program.version, l });
    } else {
      // A quiz with a question of its own, added by the owner.
      const quiz = await server.gql(ADD_QUIZ, {
        token: tokens.owner,
        variables: { id, v: withSection.program.version, s },
      });
      const added = quiz.body.data!.addLesson.data;
      const l = added.sections.at(-1).lessons.at(-1).id;
      await call('owner', 'saveQuizQuestion', { id, v: added.program.version, l });
    }
  }
  const curriculum = (await call('admin', 'studioCurriculum', { id })).envelope.data;
  const sections = curriculum.sections as Array<{
    id: string;
    lessons: Array<{ id: string; questions: Array<{ id: string }>; resources: Array<{ id: string }> }>;
  }>;
  const last = sections.at(-1);
  const questions = last?.lessons.at(-1)?.questions ?? [];
  return {
    id,
    v: curriculum.program.version as number,
    s: last?.id,
    l: last?.lessons.at(-1)?.id,
    q: questions.at(-1)?.id,
    r: last?.lessons.at(-1)?.resources.at(-1)?.id,
    qs: questions.map((question) => question.id).reverse(),
    order: sections
      .map((section) => ({ sectionId: section.id, lessonIds: section.lessons.map((l) => l.id) }))
      .reverse(),
  };
}

let server: TestServer;
const tokens: Partial<Record<Role, string>> = {};

async function call(role: Role, op: Op, variables: Record<string, unknown>) {
  const res = await server.gql(operations[op], { token: tokens[role], variables, ip: freshIp(), locale: 'en' });
  return { envelope: assertWellFormed(op, res)!, raw: JSON.stringify(res.body) };
}

beforeAll(async () => {
  server = await createTestServer();
  const db = server.database.db;
  for (const [role, lecturer] of [
    ['learner', null],
    ['pendingLecturer', 'PENDING'],
    ['otherLecturer', 'APPROVED'],
    ['owner', 'APPROVED'],
    ['admin', null],
  ] as const) {
    const { token, user } = await signedInUser(server, { email: `${role}@matrix.test` });
    tokens[role] = token;
    if (lecturer) await db.insert(schema.lecturers).values({ userId: user.id, status: lecturer });
    if (role === 'admin') await db.update(schema.users).set({ role: 'ADMIN' }).where(eq(schema.users.id, user.id));
  }
});
afterAll(() => server.close());

describe('the studio permission matrix', () => {
  for (const op of Object.keys(operations) as Op[]) {
    it(`${op}: each role gets what its role allows, and refusals leak and write nothing`, async () => {
      const created = await call('owner', 'createProgram', {});
      const draft = created.envelope.data;
      const refusedVariables = await variablesFor(op, draft.id);
      const counts = await tableCounter(server.database.db);
      for (const role of ['visitor', 'learner', 'pendingLecturer', 'otherLecturer'] as const) {
        const before = await counts();
        const { envelope, raw } = await call(role, op, refusedVariables);
        const want = expected[op][role];
        if (want === 'OK' || want === 'PROGRAM_CREATED') {
          expect(envelope.success, raw).toBe(true);
          if (op === 'studioPrograms') expect(raw).not.toContain(draft.id);
          continue;
        }
        expect(envelope.code, `${role} ${raw}`).toBe(want);
        expect(envelope.data, raw).toBeNull();
        expect(raw).not.toMatch(/Matrix (Course|Section|Lesson|Quiz|Question)/);
        expect(await counts(), `${role} wrote nothing`).toEqual(before);
      }
      for (const role of ['owner', 'admin'] as const) {
        const variables = await variablesFor(op, draft.id);
        const current = { version: variables.v };
        const { envelope, raw } = await call(role, op, variables);
        const want = expected[op][role];
        if (want === 'OK') expect(envelope.success, raw).toBe(true);
        else expect(envelope.code, `${role} ${raw}`).toBe(want);
        if (op === 'studioPrograms' && role === 'owner') expect(raw).toContain(draft.id);
        if (writes.has(op) && !envelope.success) {
          const after = (await call('admin', 'studioProgram', { id: draft.id })).envelope.data.program;
          expect(after.version, `${role}'s refused ${op} changed nothing`).toBe(current.version);
        }
      }
    });
  }
});

/**
 * One studio area whose operations are administrators' only: for each operation, `setup` makes the
 * record it acts on and answers its variables; every other role is refused (refusedRoles), sees
 * nothing `secret` matches and writes nothing; the administrator succeeds, and the area's `list`
 * operation shows the record whose id `listed` names.
 */
function adminOnlyMatrix<O extends Record<string, string>>(
  area: string,
  operations: O,
  options: {
    setup: (op: keyof O & string) => Promise<Record<string, unknown>>;
    secret: RegExp;
    list: keyof O & string;
    listed: (variables: Record<string, unknown>) => unknown;
  },
): void {
  describe(`the studio permission matrix: ${area}`, () => {
    for (const op of Object.keys(operations) as Array<keyof O & string>) {
      it(`${op}: administrators only; refusals leak and write nothing`, async () => {
        const variables = await options.setup(op);
        const counts = await tableCounter(server.database.db);
        const run = async (role: Role) => {
          const res = await server.gql(operations[op]!, {
            token: tokens[role],
            variables,
            ip: freshIp(),
            locale: 'en',
          });
          return { envelope: assertWellFormed(op, res)!, raw: JSON.stringify(res.body) };
        };
        for (const [role, want] of Object.entries(refusedRoles) as Array<[Role, string]>) {
          const before = await counts();
          const { envelope, raw } = await run(role);
          expect(envelope.code, `${role} ${raw}`).toBe(want);
          expect(envelope.data, raw).toBeNull();
          expect(raw).not.toMatch(options.secret);
          expect(await counts(), `${role} wrote nothing`).toEqual(before);
        }
        const { envelope, raw } = await run('admin');
        expect(envelope.success, raw).toBe(true);
        if (op === options.list) expect(raw).toContain(String(options.listed(variables)));
      });
    }
  });
}

// Lecturer applications (decision 0051): administrators only. Every other role is refused, sees
// nothing of the applicant and writes nothing; the administrator reads, opens the CV and decides.
const applicationOperations = {
  studioLecturerApplications: `query studioLecturerApplications { studioLecturerApplications { ${E} data { items { id email } } } }`,
  studioLecturerApplication: `query studioLecturerApplication($id: ID) { studioLecturerApplication(applicationId: $id) { ${E} data { enBio } } }`,
  lecturerApplicationCvLink: `mutation lecturerApplicationCvLink($id: ID) { lecturerApplicationCvLink(applicationId: $id) { ${E} data { url } } }`,
  rejectLecturerApplication: `mutation rejectLecturerApplication($id: ID) { rejectLecturerApplication(applicationId: $id, reason: "Matrix reason") { ${E} data { status } } }`,
  verifyLecturerApplication: `mutation verifyLecturerApplication($id: ID) { verifyLecturerApplication(applicationId: $id) { ${E} data { status } } }`,
} as const;
const refusedRoles: Record<Exclude<Role, 'admin'>, string> = {
  visitor: 'UNAUTHENTICATED',
  learner: 'FORBIDDEN',
  pendingLecturer: 'FORBIDDEN',
  otherLecturer: 'FORBIDDEN',
  owner: 'FORBIDDEN',
};

/** A pending application straight in the database, with its own CV row. */
async function pendingApplication(label: string): Promise<string> {
  const db = server.database.db;
  const field = await insertNamed(db, 'fieldsOfTraining', `Matrix field ${label}`, `مجال ${label}`);
  const title = await insertNamed(db, 'jobTitles', `Matrix title ${label}`, `لقب ${label}`);
  const [file] = await db
    .insert(schema.files)
    .values({
      model: 'LECTURER_CV_FILE',
      key: `files/lecturer-cv-file/matrix-${label}`,
      contentType: 'application/pdf',
    })
    .returning();
  const [row] = await db
    .insert(schema.lecturerApplications)
    .values({
      email: `applicant-${label}@matrix.test`,
      firstName: 'Matrix',
      lastName: 'Applicant',
      arFirstName: 'متقدم',
      arLastName: 'تجريبي',
      phone: '+201001234567',
      fieldOfTrainingId: field.id,
      jobTitleId: title.id,
      enBio: 'Matrix Applicant Bio',
      arBio: 'نبذة',
      cvFileId: file!.id,
    })
    .returning();
  return row!.id;
}

adminOnlyMatrix('lecturer applications', applicationOperations, {
  setup: async (op) => ({ id: await pendingApplication(op) }),
  secret: /Matrix Applicant|applicant-.*@matrix/,
  list: 'studioLecturerApplications',
  listed: (v) => v.id,
});

// Coupons (decision 0053): administrators only. Every other role is refused, sees nothing of the
// coupon and writes nothing; the administrator lists, reads, creates, saves and disables.
const couponOperations = {
  studioCoupons: `query studioCoupons { studioCoupons { ${E} data { items { id code } } } }`,
  studioCoupon: `query studioCoupon($id: ID) { studioCoupon(couponId: $id) { ${E} data { coupon { code } } } }`,
  createCoupon: `mutation createCoupon($code: String) { createCoupon(input: { code: $code, kind: PERCENTAGE, value: 10, scope: EVERYTHING }) { ${E} data { coupon { code } } } }`,
  updateCoupon: `mutation updateCoupon($id: ID, $code: String) { updateCoupon(input: { couponId: $id, version: 1, code: $code, kind: FIXED, value: 5, scope: EVERYTHING }) { ${E} data { coupon { code } } } }`,
  setCouponActive: `mutation setCouponActive($id: ID) { setCouponActive(input: { couponId: $id, version: 1, isActive: false }) { ${E} data { coupon { code } } } }`,
} as const;

adminOnlyMatrix('coupons', couponOperations, {
  setup: async (op) => {
    const code = `MATRIX-${op.toUpperCase()}`;
    const [coupon] = await server.database.db
      .insert(schema.coupons)
      .values({ code, kind: 'PERCENTAGE', value: 10 })
      .returning();
    return { id: coupon!.id, code: op === 'createCoupon' ? `${code}-NEW` : code };
  },
  secret: /MATRIX-/,
  list: 'studioCoupons',
  listed: (v) => v.id,
});

// Categories (decision 0064): administrators only. Every other role is refused, sees nothing of
// the category and writes nothing; the administrator lists, reads, creates, saves and deletes.
const categoryOperations = {
  studioCategories: `query studioCategories { studioCategories { ${E} data { items { id enName } } } }`,
  studioCategory: `query studioCategory($id: ID) { studioCategory(categoryId: $id) { ${E} data { enName } } }`,
  createCategory: `mutation createCategory($slug: String) { createCategory(input: { arName: "تصنيف", enName: "Matrix new", slug: $slug }) { ${E} data { enName } } }`,
  updateCategory: `mutation updateCategory($id: ID, $slug: String) { updateCategory(input: { categoryId: $id, version: 1, arName: "تصنيف", enName: "Matrix saved", slug: $slug }) { ${E} data { enName } } }`,
  deleteCategory: `mutation deleteCategory($id: ID) { deleteCategory(input: { categoryId: $id, version: 1 }) { ${E} data { id } } }`,
} as const;

adminOnlyMatrix('categories', categoryOperations, {
  setup: async (op) => {
    const slug = `matrix-${op.toLowerCase()}`;
    const [category] = await server.database.db
      .insert(schema.categories)
      .values({ slug, enName: `Matrix ${op}`, arName: 'تصنيف' })
      .returning();
    return { id: category!.id, slug: op === 'createCategory' ? `${slug}-new` : slug };
  },
  secret: /Matrix /,
  list: 'studioCategories',
  listed: (v) => v.id,
});

// Moderation (decision 0054): administrators only. Every other role is refused, sees nothing of
// the reported words, the reporter or the certificate, and writes nothing; the administrator may.
const moderationOperations = {
  studioReportGroups: `query studioReportGroups { studioReportGroups { ${E} data { items { targetId target { excerpt } } } } }`,
  studioReportCase: `query studioReportCase($id: ID) { studioReportCase(targetId: $id) { ${E} data { reports { details } } } }`,
  decideReports: `mutation decideReports($id: ID) { decideReports(targetId: $id, action: HIDE) { ${E} data { group { outcome } } } }`,
  restoreReportedContent: `mutation restoreReportedContent($id: ID) { restoreReportedContent(targetId: $id) { ${E} data { group { outcome } } } }`,
  revokeCertificate: `mutation revokeCertificate($code: String) { revokeCertificate(code: $code, reason: "Matrix reason") { ${E} data { code } } }`,
  unblockUser: `mutation unblockUser($userId: ID) { unblockUser(userId: $userId) { ${E} data { userId } } }`,
} as const;

/** A comment reported once (hidden already for the restore), a blocked author and a certificate of theirs. */
async function moderationCase(label: string, hidden: boolean) {
  const db = server.database.db;
  const author = await insertUser(db, {
    firstName: 'Matrix',
    lastName: label,
    arFirstName: 'مصفوفة',
    arLastName: label,
  });
  const reporter = await insertUser(db, {
    firstName: 'Reporter',
    lastName: label,
    arFirstName: 'مبلغ',
    arLastName: label,
  });
  await db.update(schema.users).set({ isBlocked: true }).where(eq(schema.users.id, author.id));
  const program = await insertProgram(db, { enTitle: `Matrix moderated ${label}`, arTitle: `مراجعة ${label}` });
  const [comment] = await db
    .insert(schema.comments)
    .values({
      programId: program.id,
      userId: author.id,
      content: 'Matrix Reported Words',
      hiddenAt: hidden ? new Date() : null,
    })
    .returning();
  await db.insert(schema.reports).values({
    userId: reporter.id,
    targetType: 'COMMENT',
    targetId: comment!.id,
    reason: 'SPAM',
    details: 'Matrix Reporter Details',
  });
  const code = `MNR-MTRX-${Object.keys(moderationOperations).indexOf(label)}`;
  await db.insert(schema.certificates).values({
    code,
    userId: author.id,
    programId: program.id,
    programType: 'COURSE',
    certificationType: 'COMPLETION',
    arLearnerName: 'مصفوفة',
    enLearnerName: 'Matrix',
    arProgramTitle: 'مراجعة',
    enProgramTitle: 'Matrix moderated',
    completedAt: new Date(),
    issuedAt: new Date(),
  });
  return { id: comment!.id, userId: author.id, code };
}

adminOnlyMatrix('moderation', moderationOperations, {
  setup: (op) => moderationCase(op, op === 'restoreReportedContent'),
  secret: /Matrix Reported Words|Matrix Reporter Details|MNR-MTRX/,
  list: 'studioReportGroups',
  listed: (v) => v.id,
});

// Users (decision 0056): administrators only. Every other role is refused, sees nothing of the
// person and writes nothing; the administrator may.
const userOperations = {
  studioUsers: `query studioUsers { studioUsers(search: "matrix-person") { ${E} data { items { id email } } } }`,
  studioUser: `query studioUser($userId: ID) { studioUser(userId: $userId) { ${E} data { user { email } } } }`,
  blockUser: `mutation blockUser($userId: ID) { blockUser(userId: $userId, reason: "Matrix reason") { ${E} data { email } } }`,
  changeUserRole: `mutation changeUserRole($userId: ID) { changeUserRole(userId: $userId, role: LECTURER) { ${E} data { email } } }`,
  grantProgram: `mutation grantProgram($userId: ID, $programId: ID) { grantProgram(userId: $userId, programId: $programId, reason: "Matrix reason") { ${E} data { programIds } } }`,
  resendVerification: `mutation resendVerification($userId: ID) { resendVerification(userId: $userId) { ${E} data } }`,
  deleteUserAccount: `mutation deleteUserAccount($userId: ID) { deleteUserAccount(userId: $userId, reason: "Matrix reason") { ${E} data } }`,
} as const;

adminOnlyMatrix('users', userOperations, {
  setup: async (op) => {
    const db = server.database.db;
    const person = await insertUser(db, { firstName: 'Matrix', lastName: op, arFirstName: 'شخص', arLastName: op });
    await db
      .update(schema.users)
      .set({ email: `matrix-person-${op}@matrix.test` })
      .where(eq(schema.users.id, person.id));
    const program = await insertProgram(db, { enTitle: `Matrix gift ${op}`, arTitle: `هدية ${op}` });
    return { userId: person.id, programId: program.id };
  },
  secret: /matrix-person/,
  list: 'studioUsers',
  listed: (v) => v.userId,
});

// Learners' refund requests and the refund policy (decision 0057): administrators only. Every other
// role is refused, sees nothing of the request or the buyer and writes nothing; the administrator
// reads the policy and the queue, sets the policy, and approves or rejects a request.
const refundRequestOperations = {
  studioRefundPolicy: `query studioRefundPolicy { studioRefundPolicy { ${E} data { maxDays } } }`,
  updateRefundPolicy: `mutation updateRefundPolicy { updateRefundPolicy(input: { requestsEnabled: true, maxDays: "14", maxConsumedPercent: "30" }) { ${E} data { maxDays } } }`,
  studioRefundRequests: `query studioRefundRequests { studioRefundRequests { ${E} data { items { id reason buyerEmail } } } }`,
  approveRefundRequest: `mutation approveRefundRequest($id: ID) { approveRefundRequest(requestId: $id) { ${E} data { orderId accessEnded } } }`,
  rejectRefundRequest: `mutation rejectRefundRequest($id: ID) { rejectRefundRequest(requestId: $id, reason: "Matrix reason") { ${E} data { status } } }`,
} as const;

let refundMatrixCase = 0;
/** A learner's paid sandbox order with a request waiting, straight in the database. */
async function pendingRefundRequest(): Promise<string> {
  const db = server.database.db;
  refundMatrixCase += 1;
  const n = refundMatrixCase;
  const buyer = await insertUser(db, {
    firstName: 'Matrix',
    lastName: `Buyer${n}`,
    arFirstName: 'مشتر',
    arLastName: `${n}`,
  });
  await db
    .update(schema.users)
    .set({ email: `refund-buyer-${n}@matrix.test` })
    .where(eq(schema.users.id, buyer.id));
  const [order] = await db
    .insert(schema.orders)
    .values({
      reference: `MNR-RFMTRX${n}`,
      userId: buyer.id,
      status: 'PAID',
      subtotalPiastres: 10_000,
      discountPiastres: 0,
      vatRateBps: 0,
      vatPiastres: 0,
      totalPiastres: 10_000,
      provider: 'sandbox',
      providerOrderId: String(880_000 + n),
      paidAt: new Date(),
    })
    .returning();
  await db.insert(schema.transactions).values({
    code: `TX-RFMTRX${n}`,
    orderId: order!.id,
    userId: buyer.id,
    provider: 'sandbox',
    providerTransactionId: String(990_000 + n),
    status: 'PAID',
    amountPiastres: 10_000,
  });
  const [request] = await db
    .insert(schema.refundRequests)
    .values({
      orderId: order!.id,
      userId: buyer.id,
      reason: 'Matrix Refund Reason',
      daysSincePayment: 0,
      consumedPercent: 0,
    })
    .returning();
  return request!.id;
}

adminOnlyMatrix('refund requests', refundRequestOperations, {
  setup: async () => ({ id: await pendingRefundRequest() }),
  secret: /Matrix Refund Reason|refund-buyer-/,
  list: 'studioRefundRequests',
  listed: (v) => v.id,
});

// Lecturer profiles (decision 0064): a lecturer reads and saves their own public profile, an
// administrator anyone's; another lecturer's answers NOT_FOUND; the list is the administrators'.
// Every refusal leaks nothing of the draft bio and writes nothing.
const profileOperations = {
  studioLecturers: `query studioLecturers { studioLecturers { ${E} data { items { id } } } }`,
  studioLecturerProfile: `query studioLecturerProfile($id: ID) { studioLecturerProfile(lecturerId: $id) { ${E} data { enBio } } }`,
  updateLecturerProfile: `mutation updateLecturerProfile($id: ID, $v: Int) { updateLecturerProfile(input: { lecturerId: $id, version: $v, arBio: "نبذة", enBio: "Matrix Bio saved", socialLinks: { website: "https://example.com" } }) { ${E} data { enBio } } }`,
} as const;
const profileExpected: Record<keyof typeof profileOperations, Record<Role, string>> = {
  studioLecturers: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'FORBIDDEN',
    owner: 'FORBIDDEN',
    admin: 'OK',
  },
  studioLecturerProfile: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'NOT_FOUND',
    owner: 'OK',
    admin: 'OK',
  },
  updateLecturerProfile: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'NOT_FOUND',
    owner: 'OK',
    admin: 'OK',
  },
};

describe('the studio permission matrix: lecturer profiles', () => {
  for (const op of Object.keys(profileOperations) as Array<keyof typeof profileOperations>) {
    it(`${op}: the lecturer their own, administrators any; refusals leak and write nothing`, async () => {
      const db = server.database.db;
      const [owner] = await db
        .select({ id: schema.lecturers.id, version: schema.lecturers.version })
        .from(schema.lecturers)
        .innerJoin(schema.users, eq(schema.users.id, schema.lecturers.userId))
        .where(eq(schema.users.email, 'owner@matrix.test'));
      await db.update(schema.lecturers).set({ enBio: 'Matrix Secret Bio' }).where(eq(schema.lecturers.id, owner!.id));
      const counts = await tableCounter(db);
      for (const role of ['visitor', 'learner', 'pendingLecturer', 'otherLecturer', 'owner', 'admin'] as const) {
        const [current] = await db
          .select({ version: schema.lecturers.version })
          .from(schema.lecturers)
          .where(eq(schema.lecturers.id, owner!.id));
        const variables = { id: owner!.id, v: current!.version };
        const before = await counts();
        const res = await server.gql(profileOperations[op], {
          token: tokens[role],
          variables,
          ip: freshIp(),
          locale: 'en',
        });
        const envelope = assertWellFormed(op, res)!;
        const raw = JSON.stringify(res.body);
        const want = profileExpected[op][role];
        if (want === 'OK') {
          expect(envelope.success, `${role} ${raw}`).toBe(true);
          continue;
        }
        expect(envelope.code, `${role} ${raw}`).toBe(want);
        expect(envelope.data, raw).toBeNull();
        expect(raw).not.toMatch(/Matrix Secret Bio/);
        expect(await counts(), `${role} wrote nothing`).toEqual(before);
      }
    });
  }
});
