import { schema } from '@manara/db';
import { jobHandlers, runDueJobs } from '@manara/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertProgram } from '../catalog/testing/fixtures';
import { learner, type Learner } from '../commerce/testing/commerce-world';
import { insertQuiz, linkDiploma, SUBMIT, TOGGLE } from '../learning/testing/learning-world';
import { enrol, insertProgramWithLessons, type ProgramFixture } from './testing/completed-program';

const MINE = `query myCertifications { myCertifications(paginate: { limit: 20 }) { code success data { items { id learningProgramId certificationType pending } } } }`;

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const db = () => server.database.db;
const toggle = (who: Learner, lessonId: string) => who.call(TOGGLE, { lessonId });
const mine = async (who: Learner) =>
  (await who.call(MINE, {})).data.items as {
    id: string;
    learningProgramId: string;
    certificationType: string;
    pending: boolean;
  }[];
const certificateNotices = (userId: string) =>
  db()
    .select({ id: schema.notifications.id, targetId: schema.notifications.targetId })
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.targetModel, 'CERTIFICATE')));

async function enrolled(program: ProgramFixture): Promise<Learner> {
  const who = await learner(server);
  await enrol(db(), who.user.id, program.id);
  return who;
}

describe('certificates issued by completion', () => {
  it('issues the certificate and its notification when the last lesson is ticked, once', async () => {
    const course = await insertProgramWithLessons(
      db(),
      { enTitle: 'Auto Issue Course', arTitle: 'دورة الإصدار التلقائي' },
      2,
    );
    const sara = await enrolled(course);
    await toggle(sara, course.lessonIds[0]!);
    expect(await mine(sara)).toEqual([]);
    expect((await toggle(sara, course.lessonIds[1]!)).data.progress.isCompleted).toBe(true);
    const [certificate] = await mine(sara);
    expect(certificate).toMatchObject({
      learningProgramId: course.id,
      certificationType: 'COMPLETION',
      pending: false,
    });
    expect(await certificateNotices(sara.user.id)).toEqual([{ id: expect.any(String), targetId: certificate!.id }]);

    // Un-ticking keeps the certificate; completing again issues nothing new and sends nothing.
    await toggle(sara, course.lessonIds[1]!);
    await toggle(sara, course.lessonIds[1]!);
    expect((await mine(sara)).map((c) => c.id)).toEqual([certificate!.id]);
    expect(await certificateNotices(sara.user.id)).toHaveLength(1);
  });

  it('issues nothing for a program without a certificate', async () => {
    const course = await insertProgramWithLessons(
      db(),
      { enTitle: 'No Certificate Course', arTitle: 'دورة بلا شهادة', hasCertificate: false },
      1,
    );
    const omar = await enrolled(course);
    expect((await toggle(omar, course.lessonIds[0]!)).data.progress.isCompleted).toBe(true);
    expect(await mine(omar)).toEqual([]);
  });

  it('issues it when passing the quiz completes the program, not when failing', async () => {
    const course = await insertProgramWithLessons(
      db(),
      { enTitle: 'Quiz Finale Course', arTitle: 'دورة الاختبار الأخير' },
      2,
    );
    await db()
      .update(schema.lessons)
      .set({ type: 'QUIZ', passingGrade: 100, videoId: null })
      .where(eq(schema.lessons.id, course.lessonIds[1]!));
    const [question] = await insertQuiz(db(), course.lessonIds[1]!, {
      questions: [{ enTitle: 'Q', answers: [{ enTitle: 'yes', isCorrect: true }, { enTitle: 'no' }] }],
    });
    const nour = await enrolled(course);
    await toggle(nour, course.lessonIds[0]!);
    const submit = (answerIds: string[]) =>
      nour.call(SUBMIT, {
        input: { lessonId: course.lessonIds[1], answers: [{ questionId: question!.id, answerIds }] },
      });
    expect((await submit(question!.wrong)).data.isPassed).toBe(false);
    expect(await mine(nour)).toEqual([]);
    expect((await submit(question!.correct)).data).toMatchObject({ isPassed: true, isLessonCompleted: true });
    expect(await mine(nour)).toEqual([expect.objectContaining({ learningProgramId: course.id, pending: false })]);
  });

  it('issues the diploma’s certificate with its last program’s', async () => {
    const one = await insertProgramWithLessons(db(), { enTitle: 'Diploma Part One', arTitle: 'الجزء الأول' }, 1);
    const two = await insertProgramWithLessons(
      db(),
      { enTitle: 'Diploma Part Two', arTitle: 'الجزء الثاني', hasCertificate: false },
      1,
    );
    const diploma = await insertProgram(db(), { enTitle: 'Auto Diploma', arTitle: 'دبلومة تلقائية', type: 'DIPLOMA' });
    await linkDiploma(db(), diploma.id, [one.id, two.id]);
    const hana = await learner(server);
    for (const id of [diploma.id, one.id, two.id]) await enrol(db(), hana.user.id, id);
    await toggle(hana, one.lessonIds[0]!);
    expect((await mine(hana)).map((c) => c.learningProgramId)).toEqual([one.id]);
    await toggle(hana, two.lessonIds[0]!);
    // Part two gives no certificate of its own; completing it completes the diploma, which does.
    expect((await mine(hana)).map((c) => c.learningProgramId).sort()).toEqual([one.id, diploma.id].sort());
    expect(await certificateNotices(hana.user.id)).toHaveLength(2);
  });

  it('leaves an ACE certificate pending and announces it when its day comes (this block runs last: it moves the clock)', async () => {
    const ace = await insertProgramWithLessons(
      db(),
      { enTitle: 'Auto ACE Course', arTitle: 'دورة معتمدة تلقائية', aceCertificate: true, aceDaysToGetCertified: 5 },
      1,
    );
    const laila = await enrolled(ace);
    await toggle(laila, ace.lessonIds[0]!);
    const [certificate] = await mine(laila);
    expect(certificate).toMatchObject({ certificationType: 'ACE', pending: true });
    await runDueJobs(server.deps, { handlers: jobHandlers });
    expect(await certificateNotices(laila.user.id)).toEqual([]);

    server.advanceTime(5 * 86_400_000 + 60_000);
    await runDueJobs(server.deps, { handlers: jobHandlers });
    expect(await certificateNotices(laila.user.id)).toEqual([{ id: expect.any(String), targetId: certificate!.id }]);
    // A second pass finds nothing left to announce.
    await runDueJobs(server.deps, { handlers: jobHandlers });
    expect(await certificateNotices(laila.user.id)).toHaveLength(1);
  });
});
