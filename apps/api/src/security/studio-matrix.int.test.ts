import { describe, expect, it } from 'vitest';
import { freshIp } from '../testing/auth-flows';
import { tableCounter } from './testing/database-facts';
import { assertWellFormed } from './testing/well-formed';
import { E, editors, useMatrixWorld, type Role } from './testing/studio-matrix-world';

/**
 * The studio's permission matrix (docs/security.md, decision 0028): every studio operation, called
 * on a lecturer's draft by a visitor, a learner, a lecturer whose profile is pending, another
 * lecturer, the owning lecturer and an administrator. Refusals leak nothing of the program and
 * write nothing; the owner and the administrator get what their role allows.
 */
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

/**
 * What each role gets from each operation on the owner's DRAFT (a success, or the refusal code).
 * The draft is incomplete, so publishing and submitting fail on the checklist for those allowed
 * to try; returning to draft and unpublishing fail on the status for the administrator.
 */
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
      const quiz = await world.server.gql(ADD_QUIZ, {
        token: world.tokens.owner,
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

const world = useMatrixWorld();

async function call(role: Role, op: Op, variables: Record<string, unknown>) {
  const res = await world.server.gql(operations[op], {
    token: world.tokens[role],
    variables,
    ip: freshIp(),
    locale: 'en',
  });
  return { envelope: assertWellFormed(op, res)!, raw: JSON.stringify(res.body) };
}

describe('the studio permission matrix', () => {
  for (const op of Object.keys(operations) as Op[]) {
    it(`${op}: each role gets what its role allows, and refusals leak and write nothing`, async () => {
      const created = await call('owner', 'createProgram', {});
      const draft = created.envelope.data;
      const refusedVariables = await variablesFor(op, draft.id);
      const counts = await tableCounter(world.server.database.db);
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
