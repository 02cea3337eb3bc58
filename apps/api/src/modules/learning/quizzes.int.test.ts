import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json, TestServer } from '../../testing/test-server';
import { createTestServer } from '../../testing/test-server';
import { learner } from '../commerce/testing/commerce-world';
import { courseWith, enrol, insertQuiz, LESSON, QUIZ, REVIEW, SUBMIT } from './testing/learning-world';

let server: TestServer;
let lessons: Record<string, string>;
let secret: Awaited<ReturnType<typeof insertQuiz>>;
let open: Awaited<ReturnType<typeof insertQuiz>>;
let race: Awaited<ReturnType<typeof insertQuiz>>;
let shuffle: Awaited<ReturnType<typeof insertQuiz>>;
let student: Awaited<ReturnType<typeof learner>>;
let courseId: string;

const twoQuestions = {
  questions: [
    {
      enTitle: 'Pick one',
      enExplanation: 'Because right is right.',
      answers: [{ enTitle: 'right', isCorrect: true }, { enTitle: 'wrong' }],
    },
    {
      enTitle: 'Pick two',
      isMultipleAnswers: true,
      answers: [{ enTitle: 'r1', isCorrect: true }, { enTitle: 'r2', isCorrect: true }, { enTitle: 'w' }],
    },
  ],
};

beforeAll(async () => {
  server = await createTestServer();
  const db = server.database.db;
  const made = await courseWith(db, 'Quiz Course', [
    {
      enTitle: 'Quizzes',
      lessons: [
        {
          enTitle: 'Secret',
          type: 'QUIZ',
          passingGrade: 100,
          canReSubmit: true,
          maxAttempts: 2,
          showCorrectAnswers: false,
        },
        {
          enTitle: 'Open',
          type: 'QUIZ',
          passingGrade: 50,
          canReSubmit: false,
          showCorrectAnswers: true,
        },
        {
          enTitle: 'Race',
          type: 'QUIZ',
          passingGrade: 50,
          canReSubmit: true,
          maxAttempts: 2,
        },
        {
          enTitle: 'Shuffle',
          type: 'QUIZ',
          passingGrade: 100,
          canReSubmit: true,
          showCorrectAnswers: true,
        },
        { enTitle: 'Video' },
      ],
    },
  ]);
  lessons = made.lessons;
  courseId = made.course.id;
  secret = await insertQuiz(db, lessons.Secret!, twoQuestions);
  open = await insertQuiz(db, lessons.Open!, twoQuestions);
  race = await insertQuiz(db, lessons.Race!, twoQuestions);
  shuffle = await insertQuiz(db, lessons.Shuffle!, {
    // Six answers, the right one stored first: 720 orders, so a repeat by chance is rare enough.
    questions: [
      { enTitle: 'Six', answers: ['a', 'b', 'c', 'd', 'e', 'f'].map((t, i) => ({ enTitle: t, isCorrect: i === 0 })) },
    ],
  });
  student = await learner(server);
  await enrol(server, student.user.id, [made.course.id]);
});
afterAll(() => server.close());

type Built = Awaited<ReturnType<typeof insertQuiz>>;
const allRight = (quiz: Built) => quiz.map((q) => ({ questionId: q.id, answerIds: q.correct }));
const firstRightOnly = (quiz: Built) => [
  { questionId: quiz[0]!.id, answerIds: quiz[0]!.correct },
  { questionId: quiz[1]!.id, answerIds: [quiz[1]!.correct[0]!] },
];
const submit = (who: typeof student, lessonId: string, answers: Json[]) =>
  who.call(SUBMIT, { input: { lessonId, answers } });

const shownOrder = async (who: typeof student) =>
  (await who.call(QUIZ, { lessonId: lessons.Shuffle })).data.questions[0].answers.map((a: Json) => a.id) as string[];
const storedOrder = () => [...shuffle[0]!.correct, ...shuffle[0]!.wrong];

describe('answer order', () => {
  it('is shuffled per attempt on the server, stable while the attempt lasts, and followed by its review', async () => {
    const shown: string[][] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const order = await shownOrder(student);
      // Reloading shows the same order; `order` numbers the positions shown.
      expect(await shownOrder(student)).toEqual(order);
      const again = (await student.call(QUIZ, { lessonId: lessons.Shuffle })).data.questions[0].answers;
      expect(again.map((a: Json) => a.order)).toEqual([0, 1, 2, 3, 4, 5]);
      expect([...order].sort()).toEqual([...storedOrder()].sort());
      shown.push(order);
      // A wrong answer, by id: the position is never what counts.
      const result = await submit(student, lessons.Shuffle!, [
        { questionId: shuffle[0]!.id, answerIds: [shuffle[0]!.wrong[attempt]!] },
      ]);
      expect(result.data).toMatchObject({ isPassed: false, attemptNumber: attempt });
      const review = await student.call(REVIEW, { userAttemptId: result.data.id });
      expect(review.data.questions[0].answers.map((a: Json) => a.id)).toEqual(order);
    }
    // Three attempts in the stored order, or all three alike, would be a 1 in 720² accident.
    expect(shown.filter((order) => order.join() === storedOrder().join()).length).toBeLessThan(3);
    expect(new Set(shown.map((order) => order.join())).size).toBeGreaterThan(1);
  });

  it('differs between learners and is checked by id', async () => {
    const other = await learner(server);
    await enrol(server, other.user.id, [courseId]);
    const mine = await shownOrder(student);
    const theirs = await shownOrder(other);
    const fresh = await learner(server);
    await enrol(server, fresh.user.id, [courseId]);
    const third = await shownOrder(fresh);
    expect(new Set([mine.join(), theirs.join(), third.join()]).size).toBeGreaterThan(1);
    const right = await submit(other, lessons.Shuffle!, [
      { questionId: shuffle[0]!.id, answerIds: shuffle[0]!.correct },
    ]);
    expect(right.data).toMatchObject({ isPassed: true, score: 100 });
  });
});

describe('answer secrecy', () => {
  it('getQuiz never sends which answers are correct, and the field does not exist', async () => {
    const res = await student.call(QUIZ, { lessonId: lessons.Secret });
    expect(res.data).toMatchObject({
      numberOfQuestions: 2,
      passingGrade: 100,
      attemptsUsed: 0,
      availableAttemptsForUser: 2,
      isPassed: false,
    });
    const answers = res.data.questions.flatMap((q: Json) => q.answers);
    expect(answers).toHaveLength(5);
    for (const answer of answers)
      expect(Object.keys(answer).sort()).toEqual(['arTitle', 'enTitle', 'id', 'order', 'title']);
    expect(JSON.stringify(res)).not.toMatch(/isCorrect|is_correct/i);
    const probe = await server.gql(
      `query getQuiz($lessonId: String) { getQuiz(lessonId: $lessonId) { data { questions { answers { isCorrect } } } } }`,
      {
        token: student.token,
        variables: { lessonId: lessons.Secret },
      },
    );
    expect(probe.status).toBe(400);
  });

  it('review hides correctness when the quiz does not show correct answers', async () => {
    const attempt = await submit(student, lessons.Secret!, firstRightOnly(secret));
    expect(attempt.data).toMatchObject({
      score: 50,
      isPassed: false,
      numberOfCorrectAnswers: 1,
      numberOfWrongAnswers: 1,
      availableAttemptsForUser: 1,
    });
    const review = await student.call(REVIEW, {
      userAttemptId: attempt.data.id,
    });
    expect(review.data.showCorrectAnswers).toBe(false);
    const flags = review.data.questions.flatMap((q: Json) => [q.isCorrect, ...q.answers.map((a: Json) => a.isCorrect)]);
    expect(flags.every((f: unknown) => f === null)).toBe(true);
    expect(JSON.stringify(review)).not.toMatch(/"isCorrect":(true|false)/);
    // The explanation would give the answer away: hidden with it.
    expect(review.data.questions.map((q: Json) => q.explanation)).toEqual([null, null]);
    const chosen = review.data.questions[1].answers.filter((a: Json) => a.isSelected).map((a: Json) => a.id);
    expect(chosen).toEqual([secret[1]!.correct[0]]);
  });

  it('review shows correctness when the quiz allows it', async () => {
    const attempt = await submit(student, lessons.Open!, firstRightOnly(open));
    const review = await student.call(REVIEW, {
      userAttemptId: attempt.data.id,
    });
    expect(review.data.questions.map((q: Json) => q.isCorrect)).toEqual([true, false]);
    // With them, the explanation the author wrote (the English one, as the other is empty); none: null.
    expect(review.data.questions.map((q: Json) => q.explanation)).toEqual(['Because right is right.', null]);
    // Answers come in the attempt's shuffled order: judge them by id.
    const [r1, r2] = open[1]!.correct;
    const byId = new Map(review.data.questions[1].answers.map((a: Json) => [a.id, [a.isCorrect, a.isSelected]]));
    expect(byId).toEqual(
      new Map([
        [r1, [true, true]],
        [r2, [true, false]],
        [open[1]!.wrong[0], [false, false]],
      ]),
    );
  });

  it("another learner's attempt and malformed ids are NOT_FOUND", async () => {
    const mine = (await student.call(QUIZ, { lessonId: lessons.Secret })).data.userLastAttempt.id;
    const other = await learner(server);
    expect((await other.call(REVIEW, { userAttemptId: mine })).code).toBe('NOT_FOUND');
    expect((await student.call(REVIEW, { userAttemptId: 'x' })).code).toBe('NOT_FOUND');
  });
});

describe('submissions', () => {
  it('refuses bad submissions without consuming an attempt', async () => {
    const [q1, q2] = secret;
    const cases = [
      [{ questionId: '00000000-0000-4000-8000-000000000000', answerIds: [] }],
      [{ questionId: q1!.id, answerIds: [q2!.correct[0]] }],
      [
        { questionId: q1!.id, answerIds: [q1!.correct[0]] },
        { questionId: q1!.id, answerIds: [] },
      ],
      [{ questionId: q2!.id, answerIds: [q2!.correct[0], q2!.correct[0]] }],
      [{ questionId: q1!.id, answerIds: [q1!.correct[0], q1!.wrong[0]] }],
    ];
    for (const answers of cases) {
      const res = await submit(student, lessons.Secret!, answers);
      expect(res.code).toBe('VALIDATION_FAILED');
      expect(res.fieldErrors.length).toBeGreaterThan(0);
    }
    expect((await student.call(QUIZ, { lessonId: lessons.Secret })).data).toMatchObject({
      attemptsUsed: 1,
      availableAttemptsForUser: 1,
    });
  });

  it('passing completes the lesson; then attempts run out with a clear code', async () => {
    const pass = await submit(student, lessons.Secret!, allRight(secret));
    expect(pass.data).toMatchObject({
      score: 100,
      isPassed: true,
      attemptNumber: 2,
      availableAttemptsForUser: 0,
      isLessonCompleted: true,
    });
    const lesson = await student.call(LESSON, { lessonId: lessons.Secret });
    expect(lesson.data).toMatchObject({
      isCompleted: true,
      isPassed: true,
      numberOfQuestions: 2,
      availableAttemptsForUser: 0,
      userLastAttempt: { attemptNumber: 2 },
    });
    expect((await submit(student, lessons.Secret!, allRight(secret))).code).toBe('QUIZ_ATTEMPTS_EXHAUSTED');
  });

  it('allows one attempt when the quiz cannot be re-submitted', async () => {
    expect((await submit(student, lessons.Open!, allRight(open))).code).toBe('QUIZ_ATTEMPTS_EXHAUSTED');
  });

  it('never exceeds the limit under simultaneous submissions', async () => {
    const racer = await learner(server);
    const course = (await student.call(LESSON, { lessonId: lessons.Race })).data.programId;
    await enrol(server, racer.user.id, [course]);
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(racer, lessons.Race!, allRight(race))));
    expect(results.filter((r) => r.success)).toHaveLength(2);
    expect(results.filter((r) => !r.success).every((r) => r.code === 'QUIZ_ATTEMPTS_EXHAUSTED')).toBe(true);
    const rows = await server.database.db
      .select()
      .from(schema.quizAttempts)
      .where(eq(schema.quizAttempts.userId, racer.user.id));
    expect(rows.map((r) => r.attemptNumber).sort()).toEqual([1, 2]);
  });

  it('is for enrolled learners only, and only on quiz lessons', async () => {
    const other = await learner(server);
    expect((await submit(other, lessons.Secret!, allRight(secret))).code).toBe('FORBIDDEN');
    expect((await other.call(QUIZ, { lessonId: lessons.Secret })).code).toBe('FORBIDDEN');
    const visitor = await server.gql(QUIZ, {
      variables: { lessonId: lessons.Secret },
    });
    expect(visitor.body.data!.getQuiz.code).toBe('UNAUTHENTICATED');
    expect((await student.call(QUIZ, { lessonId: lessons.Video })).code).toBe('NOT_FOUND');
  });
});
