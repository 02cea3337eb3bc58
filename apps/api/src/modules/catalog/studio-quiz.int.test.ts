import { insertEnrollments, schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Json, type TestServer } from '../../testing/test-server';
import {
  callAs,
  curriculumWriter,
  studioPeople,
  uploadedFileOf,
  type Draft,
  type StudioPeople,
  type StudioPerson,
} from './testing/studio-people';

// Quiz authoring in the studio (docs/product/studio.md, decision 0046): quiz lessons, their pass
// mark and attempts, and their questions, each write on the program's version and audited.
const ENVELOPE = 'code message success fieldErrors { field message }';
const QUESTION =
  'id arTitle enTitle title isMultipleAnswers arExplanation enExplanation options { id arTitle enTitle isCorrect }';
const CURRICULUM = `program { id version publicationStatus } missingForPublish { field message }
  sections { id lessons { id type enTitle passingGrade maxAttempts questions { ${QUESTION} } } }`;
const GET = `query studioCurriculum($programId: ID) { studioCurriculum(programId: $programId) { ${ENVELOPE} data { ${CURRICULUM} } } }`;
const inputs = {
  addSection: 'AddSectionInput',
  addLesson: 'AddLessonInput',
  updateLesson: 'UpdateLessonInput',
  saveQuizQuestion: 'SaveQuizQuestionInput',
  deleteQuizQuestion: 'DeleteQuizQuestionInput',
  reorderQuizQuestions: 'ReorderQuizQuestionsInput',
} as const;
type Write = keyof typeof inputs;
const mutation = (name: Write) =>
  `mutation ${name}($input: ${inputs[name]}) { ${name}(input: $input) { ${ENVELOPE} data { ${CURRICULUM} } } }`;
const CREATE = `mutation createProgram($input: CreateProgramInput) { createProgram(input: $input) { ${ENVELOPE} data { id version slug } } }`;
const UPDATE = `mutation updateProgram($input: UpdateProgramInput) { updateProgram(input: $input) { ${ENVELOPE} data { version } } }`;
const PUBLISH = `mutation publishProgram($input: PublishProgramInput) { publishProgram(input: $input) { ${ENVELOPE} data { version publicationStatus } } }`;
const QUIZ = `query getQuiz($lessonId: String) { getQuiz(lessonId: $lessonId) { ${ENVELOPE} data { passingGrade maxAttempts
  availableAttemptsForUser questions { id enTitle isMultipleAnswers answers { id enTitle } } } } }`;
const SUBMIT = `mutation submitQuiz($input: SubmitQuizInput) { submitQuiz(input: $input) { ${ENVELOPE}
  data { id score isPassed isLessonCompleted } } }`;
const REVIEW = `query reviewAnswers($id: String) { reviewAnswers(userAttemptId: $id) { ${ENVELOPE}
  data { questions { enTitle explanation } } } }`;
const AUDIT = `query auditEntries($id: ID) { auditEntries(entityType: "program", entityId: $id) {
  ${ENVELOPE} data { items { action } } } }`;

let server: TestServer;
let people: StudioPeople;
const published: string[][] = [];
const call = (who: StudioPerson, query: string, variables?: Record<string, unknown>, locale?: 'ar' | 'en') =>
  callAs(server, who, query, variables, locale);

const write = curriculumWriter(() => server, mutation);

const lessonOf = (envelope: Json, lessonId: string) =>
  envelope.data.sections.flatMap((s: Json) => s.lessons).find((l: Json) => l.id === lessonId);

/** A draft course of `who` with one section and one quiz lesson in it. */
async function quizDraft(who: StudioPerson) {
  const created = await call(who, CREATE, {
    input: { type: 'COURSE', arTitle: 'دورة الاختبار', enTitle: `Quiz ${Math.random().toString(36).slice(2, 8)}` },
  });
  const program = created.data as Draft;
  const section = (await write(who, program, 'addSection', { arTitle: 'قسم', enTitle: 'Section' })).data.sections[0];
  const added = await write(who, program, 'addLesson', {
    sectionId: section.id,
    type: 'QUIZ',
    arTitle: 'اختبار قصير',
    enTitle: 'Short quiz',
  });
  expect(added.code).toBe('LESSON_ADDED');
  const lesson = added.data.sections[0].lessons[0];
  expect(lesson).toMatchObject({ type: 'QUIZ', passingGrade: null, maxAttempts: null, questions: [] });
  return { program, lessonId: lesson.id as string };
}

const single = {
  arTitle: 'ما عاصمة مصر؟',
  enTitle: 'What is the capital of Egypt?',
  isMultipleAnswers: false,
  arExplanation: 'القاهرة هي العاصمة.',
  enExplanation: 'Cairo is the capital.',
  options: [
    { arTitle: 'القاهرة', enTitle: 'Cairo', isCorrect: true },
    { arTitle: 'الإسكندرية', enTitle: 'Alexandria', isCorrect: false },
    { arTitle: 'أسوان', enTitle: 'Aswan', isCorrect: false },
  ],
};
const multiple = {
  arTitle: 'أي هذه فاكهة؟',
  enTitle: 'Which of these are fruit?',
  isMultipleAnswers: true,
  options: [
    { arTitle: 'تفاح', enTitle: 'Apple', isCorrect: true },
    { arTitle: 'جزر', enTitle: 'Carrot', isCorrect: false },
    { arTitle: 'موز', enTitle: 'Banana', isCorrect: true },
  ],
};

beforeAll(async () => {
  server = await createTestServer();
  server.deps.contentEvents = { publish: async (tags) => void published.push([...tags]) };
  people = await studioPeople(server, 'quiz.test');
});
afterAll(() => server.close());

describe('authoring a quiz', () => {
  it('builds a quiz that passes the checklist, is taken and passed by a learner, and is edited live afterwards', async () => {
    const { lecturer, admin, learner } = people;
    const { program, lessonId } = await quizDraft(lecturer);
    const filled = await call(lecturer, UPDATE, {
      input: {
        programId: program.id,
        version: program.version,
        changes: {
          arSummary: 'ملخص',
          enSummary: 'Summary',
          thumbnail: await uploadedFileOf(server, lecturer.userId!, 'COURSE_THUMBNAIL'),
        },
      },
    });
    program.version = filled.data.version;
    const incomplete = await call(lecturer, GET, { programId: program.id }, 'en');
    expect(incomplete.data.missingForPublish).toEqual([
      { field: 'curriculum', message: expect.stringMatching(/pass mark/) },
    ]);

    const settings = await write(lecturer, program, 'updateLesson', {
      lessonId,
      changes: { passingGrade: 70, maxAttempts: 3 },
    });
    expect(lessonOf(settings, lessonId)).toMatchObject({ passingGrade: 70, maxAttempts: 3 });
    expect(settings.data.missingForPublish).toHaveLength(1);

    const first = await write(lecturer, program, 'saveQuizQuestion', { lessonId, ...single }, 'en');
    expect(first).toMatchObject({ success: true, code: 'QUIZ_QUESTION_SAVED', message: 'The question was saved.' });
    expect(first.data.missingForPublish).toEqual([]);
    const second = await write(lecturer, program, 'saveQuizQuestion', { lessonId, ...multiple });
    const questions = lessonOf(second, lessonId).questions;
    expect(questions.map((q: Json) => q.enTitle)).toEqual([single.enTitle, multiple.enTitle]);
    expect(questions[0]).toMatchObject({
      isMultipleAnswers: false,
      arExplanation: 'القاهرة هي العاصمة.',
      enExplanation: 'Cairo is the capital.',
      options: single.options,
    });
    expect(questions[1].options.map((o: Json) => o.isCorrect)).toEqual([true, false, true]);

    // The second question first.
    const reordered = await write(lecturer, program, 'reorderQuizQuestions', {
      lessonId,
      questionIds: [questions[1].id, questions[0].id],
    });
    expect(reordered.code).toBe('QUIZ_QUESTIONS_REORDERED');
    expect(lessonOf(reordered, lessonId).questions.map((q: Json) => q.enTitle)).toEqual([
      multiple.enTitle,
      single.enTitle,
    ]);

    const live = await call(admin, PUBLISH, { input: { programId: program.id, version: program.version } });
    expect(live.data.publicationStatus).toBe('PUBLISHED');
    program.version = live.data.version;

    // A learner who owns it sees the questions without their correctness, and passes.
    await insertEnrollments(server.database.db, {
      userId: learner.userId!,
      programIds: [program.id],
      source: 'ADMIN',
      orderId: null,
    });
    const quiz = await call(learner, QUIZ, { lessonId }, 'en');
    expect(quiz.data).toMatchObject({ passingGrade: 70, maxAttempts: 3, availableAttemptsForUser: 3 });
    expect(JSON.stringify(quiz.data)).not.toContain('isCorrect');
    expect(quiz.data.questions.map((q: Json) => q.enTitle)).toEqual([multiple.enTitle, single.enTitle]);
    const right = (title: string) =>
      questions
        .find((q: Json) => q.enTitle === title)
        .options.filter((o: Json) => o.isCorrect)
        .map((o: Json) => o.id);
    const passed = await call(learner, SUBMIT, {
      input: {
        lessonId,
        answers: [
          { questionId: questions[0].id, answerIds: right(single.enTitle) },
          { questionId: questions[1].id, answerIds: right(multiple.enTitle) },
        ],
      },
    });
    expect(passed.data).toMatchObject({ score: 100, isPassed: true, isLessonCompleted: true });
    // The review shows each question's explanation in the learner's language (none written: null).
    const review = await call(learner, REVIEW, { id: passed.data.id }, 'ar');
    expect(review.data.questions).toEqual([
      { enTitle: multiple.enTitle, explanation: null },
      { enTitle: single.enTitle, explanation: 'القاهرة هي العاصمة.' },
    ]);

    // Edited afterwards: live within seconds, and the attempt keeps its score (decision 0046).
    published.length = 0;
    const [cairo, , aswan] = questions[0].options;
    const edited = await write(lecturer, program, 'saveQuizQuestion', {
      lessonId,
      questionId: questions[0].id,
      ...single,
      enTitle: 'Which city is the capital of Egypt?',
      options: [
        { optionId: aswan.id, arTitle: 'أسوان', enTitle: 'Aswan', isCorrect: false },
        { optionId: cairo.id, arTitle: 'القاهرة', enTitle: 'Cairo', isCorrect: true },
        { arTitle: 'الأقصر', enTitle: 'Luxor', isCorrect: false },
      ],
    });
    expect(edited.code).toBe('QUIZ_QUESTION_SAVED');
    const after = lessonOf(edited, lessonId).questions[1];
    expect(after.options.map((o: Json) => o.enTitle)).toEqual(['Aswan', 'Cairo', 'Luxor']);
    expect(after.options.slice(0, 2).map((o: Json) => o.id)).toEqual([aswan.id, cairo.id]);
    expect(published).toEqual([expect.arrayContaining([`program:${program.id}`])]);
    const gone = await write(lecturer, program, 'deleteQuizQuestion', { questionId: questions[1].id });
    expect(gone.code).toBe('QUIZ_QUESTION_DELETED');
    expect(lessonOf(gone, lessonId).questions.map((q: Json) => q.id)).toEqual([questions[0].id]);
    const [attempt] = await server.database.db
      .select()
      .from(schema.quizAttempts)
      .where(eq(schema.quizAttempts.lessonId, lessonId));
    expect(attempt).toMatchObject({ score: 100, isPassed: true });
    const shown = await call(learner, QUIZ, { lessonId }, 'en');
    expect(shown.data.questions[0].answers.map((a: Json) => a.enTitle).sort()).toEqual(['Aswan', 'Cairo', 'Luxor']);

    const history = await call(lecturer, AUDIT, { id: program.id });
    expect(history.data.items.map((e: Json) => e.action).slice(0, 6)).toEqual([
      'quiz.question.delete',
      'quiz.question.update',
      'program.publish',
      'quiz.questions.reorder',
      'quiz.question.add',
      'quiz.question.add',
    ]);
  });

  it('answers bad input with translated per-field errors in both languages, writing nothing', async () => {
    const { lecturer } = people;
    const { program, lessonId } = await quizDraft(lecturer);
    const saved = await write(lecturer, program, 'saveQuizQuestion', { lessonId, ...single });
    const question = lessonOf(saved, lessonId).questions[0];
    const other = await quizDraft(lecturer);
    const foreign = lessonOf(
      await write(lecturer, other.program, 'saveQuizQuestion', { lessonId: other.lessonId, ...single }),
      other.lessonId,
    ).questions[0];
    const article = (
      await write(lecturer, program, 'addLesson', {
        sectionId: saved.data.sections[0].id,
        type: 'ARTICLE',
        arTitle: 'مقال',
        enTitle: 'Article',
      })
    ).data.sections[0].lessons[1];
    const version = program.version;
    const option = (isCorrect: boolean, enTitle = 'Option') => ({ arTitle: 'خيار', enTitle, isCorrect });
    const fields = (e: Json) => e.fieldErrors.map((f: Json) => f.field).sort();
    const messageOf = (e: Json, field: string) => e.fieldErrors.find((f: Json) => f.field === field)?.message;

    const cases: Array<[Write, Record<string, unknown>, string[]]> = [
      [
        'updateLesson',
        { lessonId, changes: { passingGrade: 0, maxAttempts: 0 } },
        ['changes.maxAttempts', 'changes.passingGrade'],
      ],
      ['updateLesson', { lessonId, changes: { passingGrade: 101 } }, ['changes.passingGrade']],
      ['updateLesson', { lessonId: article.id, changes: { passingGrade: 50 } }, ['changes.passingGrade']],
      ['saveQuizQuestion', { lessonId, ...single, options: [option(true), option(true), option(false)] }, ['options']],
      ['saveQuizQuestion', { lessonId, ...multiple, options: [option(false), option(false)] }, ['options']],
      ['saveQuizQuestion', { lessonId, ...single, options: [option(true)] }, ['options']],
      [
        'saveQuizQuestion',
        { lessonId, ...multiple, options: Array.from({ length: 11 }, (_, i) => option(i === 0)) },
        ['options'],
      ],
      ['saveQuizQuestion', { lessonId, ...single, arTitle: '<b></b>', enTitle: '' }, ['arTitle', 'enTitle']],
      [
        'saveQuizQuestion',
        { lessonId, ...single, options: [{ ...option(true), enTitle: 'x'.repeat(501) }, option(false)] },
        ['options.0.enTitle'],
      ],
      [
        'saveQuizQuestion',
        {
          lessonId,
          questionId: question.id,
          ...single,
          options: [{ optionId: foreign.options[0].id, ...option(true) }, option(false)],
        },
        ['options.0.optionId'],
      ],
      ['saveQuizQuestion', { lessonId: article.id, ...single }, ['lessonId']],
      ['reorderQuizQuestions', { lessonId, questionIds: [question.id, question.id] }, ['questionIds']],
      ['reorderQuizQuestions', { lessonId, questionIds: ['nope'] }, ['questionIds.0']],
    ];
    for (const [name, input, expected] of cases) {
      const ar = await write(lecturer, program, name, input, 'ar');
      const en = await write(lecturer, program, name, input, 'en');
      expect(en.code, `${name} ${JSON.stringify(en)}`).toBe('VALIDATION_FAILED');
      expect(fields(en), JSON.stringify(input)).toEqual(expected);
      expect(fields(ar), name).toEqual(expected);
      for (const field of expected) expect(messageOf(ar, field)).not.toEqual(messageOf(en, field));
    }
    const twoRight = await write(
      lecturer,
      program,
      'saveQuizQuestion',
      { lessonId, ...single, options: [option(true), option(true)] },
      'ar',
    );
    expect(messageOf(twoRight, 'options')).toBe('حدّد خيارًا صحيحًا واحدًا فقط (أو اجعل السؤال متعدد الإجابات).');
    const noneRight = await write(
      lecturer,
      program,
      'saveQuizQuestion',
      { lessonId, ...multiple, options: [option(false), option(false)] },
      'en',
    );
    expect(messageOf(noneRight, 'options')).toBe('Mark at least one option as correct.');
    // Another program's question, or this one through another quiz, reads as missing.
    expect(
      (await write(lecturer, program, 'saveQuizQuestion', { lessonId, questionId: foreign.id, ...single })).code,
    ).toBe('NOT_FOUND');
    expect((await write(lecturer, program, 'deleteQuizQuestion', { questionId: foreign.id })).code).toBe('NOT_FOUND');
    expect(program.version).toBe(version);
    expect(lessonOf(await call(lecturer, GET, { programId: program.id }), lessonId).questions).toEqual([question]);
  });
});

describe('who may author quizzes', () => {
  it('lets the owning lecturer and an administrator write, hides the quiz from another lecturer and refuses the rest', async () => {
    const { lecturer, otherLecturer, admin, learner, visitor } = people;
    const { program, lessonId } = await quizDraft(lecturer);
    const question = lessonOf(await write(lecturer, program, 'saveQuizQuestion', { lessonId, ...single }), lessonId)
      .questions[0];
    const attempts: Array<[Write, Record<string, unknown>, string]> = [
      ['updateLesson', { lessonId, changes: { passingGrade: 80 } }, 'LESSON_SAVED'],
      ['saveQuizQuestion', { lessonId, ...multiple }, 'QUIZ_QUESTION_SAVED'],
      ['saveQuizQuestion', { lessonId, questionId: question.id, ...single }, 'QUIZ_QUESTION_SAVED'],
      ['reorderQuizQuestions', { lessonId, questionIds: [question.id] }, 'QUIZ_QUESTIONS_REORDERED'],
      ['deleteQuizQuestion', { questionId: question.id }, 'QUIZ_QUESTION_DELETED'],
    ];
    for (const [name, input, ok] of attempts) {
      for (const [who, code] of [
        [visitor, 'UNAUTHENTICATED'],
        [learner, 'FORBIDDEN'],
        [otherLecturer, 'NOT_FOUND'],
      ] as const) {
        const refused = await write(who, program, name, input);
        expect(refused, `${who.label} ${name}`).toMatchObject({ code, data: null });
      }
      // The owner and the administrator: each on the current version (the reorder after the second question needs both).
      const current = lessonOf(await call(admin, GET, { programId: program.id }), lessonId).questions;
      const withAll =
        name === 'reorderQuizQuestions' ? { ...input, questionIds: current.map((q: Json) => q.id) } : input;
      expect((await write(lecturer, program, name, withAll)).code, `owner ${name}`).toBe(ok);
      if (name === 'deleteQuizQuestion') continue;
      const again =
        name === 'reorderQuizQuestions' ? { ...input, questionIds: [...withAll.questionIds].reverse() } : input;
      expect((await write(admin, program, name, again)).code, `admin ${name}`).toBe(ok);
    }
  });
});
