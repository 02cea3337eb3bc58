import { insertSession, schema } from '@manara/db';
import { createSessionToken, hashSessionToken } from '@manara/domain';
import { insertComments } from '../../modules/community/testing/community-world';
import { insertPaidInvoice } from '../../modules/invoices/testing/paid-invoice';
import { courseWith, enrol, insertQuiz } from '../../modules/learning/testing/learning-world';
import { seedCatalogue } from '../../modules/catalog/testing/world';
import { insertUser } from '../../modules/catalog/testing/fixtures';
import type { TestServer } from '../../testing/test-server';

/** A user with rows of their own: an enrolment, a quiz lesson, a paid invoice, comments, a notification. */
export async function personWithData(server: TestServer, name: string, programId: string) {
  const db = server.database.db;
  const user = await insertUser(db, { firstName: name, lastName: 'Test', arFirstName: 'مستخدم', arLastName: 'اختبار' });
  await enrol(server, user.id, [programId]);
  const invoice = await insertPaidInvoice(db, user.id, { ar: 'مستخدم اختبار', en: `${name} Test` });
  await insertComments(db, programId, user.id, 2, 1);
  await db.insert(schema.notifications).values({
    userId: user.id,
    targetModel: 'LEARNING_PROGRAM',
    targetId: programId,
    arTitle: 'تنبيه',
    enTitle: 'Notice',
    arBody: 'نص',
    enBody: 'Body',
    url: '/my-learning-programs',
  });
  /** A new session of this user (tests that sign out or change the account take a fresh one each time). */
  const session = () => newSession(db, user.id);
  return { user, invoice, session };
}

/** A new session of a user, straight in the database, for `ttlMs`; returns its bearer token. */
export async function newSession(
  db: TestServer['database']['db'],
  userId: string,
  ttlMs = 86_400_000,
): Promise<string> {
  const token = createSessionToken();
  await insertSession(db, {
    userId,
    tokenHash: hashSessionToken(token),
    deviceName: 'test',
    device: 'DESKTOP',
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** The catalogue fixture plus a course with a quiz lesson and two people who own data in it. */
export async function seedSecurityWorld(server: TestServer) {
  const db = server.database.db;
  const catalogue = await seedCatalogue(db);
  const { course, lessons } = await courseWith(db, `Security Course ${Date.now()}`, [
    {
      enTitle: 'Only section',
      lessons: [
        { enTitle: 'Watch', type: 'VIDEO', videoId: 'demo-1', enContent: '<p>Private lesson text</p>' },
        { enTitle: 'Check', type: 'QUIZ', passingGrade: 50, maxAttempts: 3 },
      ],
    },
  ]);
  const quiz = await insertQuiz(db, lessons.Check!, {
    questions: [{ enTitle: 'Q1', answers: [{ enTitle: 'yes', isCorrect: true }, { enTitle: 'no' }] }],
  });
  const alice = await personWithData(server, 'Alice', course.id);
  const bob = await personWithData(server, 'Bob', course.id);
  return { catalogue, course, lessons, quiz, alice, bob };
}
